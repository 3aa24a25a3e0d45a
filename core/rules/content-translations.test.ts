import {describe, expect, it} from 'vitest';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {checkContentRecord} from './content-records.ts';

const announcement = {date: '2026-05-01', title: 'Open day', description: 'Come.'};
const event = {
  type: 'volunteer',
  date: '2026-05-01',
  description: 'Harvest',
  venue: 'Farm',
  time: '09:00-12:00',
  task: 'Picking',
};

describe('checkContentRecord: words in other languages (decision 032)', () => {
  it.each([
    {data: {}, translations: {}},
    {data: {translations: null}, translations: {}},
    {
      data: {translations: {zh: {title: ' 开放日 ', description: '欢迎'}, ms: {title: '', description: ' '}}},
      translations: {zh: {title: '开放日', description: '欢迎'}},
    },
    {
      // Stored clean, as the English text (decision 024).
      data: {translations: {ta: {title: 'திறந்த நாள்', description: '<b>வருக</b> [இங்கே](javascript:x)'}}},
      translations: {ta: {title: 'திறந்த நாள்', description: 'வருக இங்கே'}},
    },
  ])('announcement $data.translations', ({data, translations}) => {
    expect(checkContentRecord('announcements', {...announcement, ...data}, [])).toEqual({
      ok: true,
      value: {...announcement, popup: false, translations},
    });
  });

  it.each([
    {
      data: {zh: {title: '开放日', description: ''}},
      errors: {'translations.zh.description': 'Description (中文) is required.'},
    },
    {
      data: {ms: {title: 'x'.repeat(161), description: 'Datang'}},
      errors: {'translations.ms.title': 'Title (Bahasa Melayu) is longer than 160 characters.'},
    },
    {
      data: {ta: {title: 'தலைப்பு\nஇரண்டு', description: 'x'.repeat(4001)}},
      errors: {
        'translations.ta.title': FIELD_MESSAGES.textCharacters,
        'translations.ta.description': 'Description (தமிழ்) is longer than 4000 characters.',
      },
    },
    {
      data: {fr: {title: 'Portes ouvertes', description: 'Venez'}, zh: {title: '开放日', colour: 'red'}},
      errors: {
        'translations.fr': 'This field is not accepted',
        'translations.zh.colour': 'This field is not accepted',
        'translations.zh.description': 'Description (中文) is required.',
      },
    },
    {data: 'zh', errors: {translations: 'Translations must be given per language: zh, ms or ta.'}},
    {
      data: {zh: '开放日'},
      errors: {'translations.zh': 'Give the title and description in 中文, or neither.'},
    },
  ])('refuses announcement translations $data', ({data, errors}) => {
    expect(checkContentRecord('announcements', {...announcement, translations: data}, [])).toEqual({
      ok: false,
      errors,
    });
  });

  it('reads an event’s description and task with the English limits', () => {
    const good = checkContentRecord(
      'events',
      {...event, translations: {zh: {description: '收获\n早上', task: '摘菜'}}},
      [],
    );
    expect(good.ok && good.value.translations).toEqual({zh: {description: '收获\n早上', task: '摘菜'}});
    const bad = checkContentRecord(
      'events',
      {...event, translations: {ms: {description: 'Menuai', task: 'x'.repeat(301)}, ta: {title: 'x'}}},
      [],
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        'translations.ms.task': 'Task (Bahasa Melayu) is longer than 300 characters.',
        'translations.ta.title': 'This field is not accepted',
      },
    });
  });

  it('other kinds take no translations', () => {
    const checked = checkContentRecord(
      'contributors',
      {name: 'A', date: '2026-01-01', amount: '5', project: 'urban-farming', translations: {}},
      [{id: 'urban-farming', title: 'Nard Urban Farming'}],
    );
    expect(checked).toEqual({ok: false, errors: {translations: 'This field is not accepted'}});
  });
});
