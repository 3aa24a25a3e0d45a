import {describe, expect, it} from 'vitest';
import {changeLines} from './change-lines.ts';

describe('changeLines', () => {
  it.each([
    {
      name: 'an update lists only the changed fields',
      before: {id: '1', role: 'user', email: 'a@b.c'},
      after: {id: '1', role: 'admin', email: 'a@b.c'},
      lines: [{field: 'role', before: 'user', after: 'admin'}],
    },
    {
      name: 'a create has no before; the id is left out, dates and times read in words',
      before: null,
      after: {id: '7', title: 'Open day', date: '2026-01-05', addedAt: '2026-11-26T09:43:51.943Z'},
      lines: [
        {field: 'title', before: null, after: 'Open day'},
        {field: 'date', before: null, after: '5 Jan 2026'},
        {field: 'added at', before: null, after: '26 Nov 2026, 5:43 pm'},
      ],
    },
    {
      name: 'a delete has no after; lists and empty values are written out',
      before: {names: ['Ana', 'Ben'], note: ''},
      after: null,
      lines: [
        {field: 'names', before: 'Ana, Ben', after: null},
        {field: 'note', before: '(empty)', after: null},
      ],
    },
    {
      name: "an announcement's text reads without its markup",
      before: {description: 'Open **Saturday**\n\n- [Cafe](https://nard.example/cafe)'},
      after: {description: 'Open **Sunday**'},
      lines: [{field: 'description', before: 'Open Saturday / Cafe', after: 'Open Sunday'}],
    },
    {
      name: 'words in other languages read as fields of their own (decision 032)',
      before: {title: 'Open day', translations: {zh: {title: '开放日', description: '欢迎'}}},
      after: {
        title: 'Open day',
        translations: {
          zh: {title: '开放日', description: '**欢迎**大家'},
          ms: {title: 'Hari terbuka', description: 'Ya'},
        },
      },
      lines: [
        {field: 'description (中文)', before: '欢迎', after: '欢迎大家'},
        {field: 'title (Bahasa Melayu)', before: '(empty)', after: 'Hari terbuka'},
        {field: 'description (Bahasa Melayu)', before: '(empty)', after: 'Ya'},
      ],
    },
  ])('$name', ({before, after, lines}) => {
    expect(changeLines(before, after)).toEqual(lines);
  });
});
