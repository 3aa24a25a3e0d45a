import {describe, expect, it} from 'vitest';
import {compileMessage} from '../icu/index.ts';
import {formatMessage, formatRichMessage} from './message.ts';

const format = (
  icu: string,
  language: Parameters<typeof formatMessage>[1],
  args?: Record<string, string | number>,
) => formatMessage(compileMessage(icu), language, args);

describe('formatMessage', () => {
  it.each([
    {icu: 'Plain words', args: undefined, language: 'en', out: 'Plain words'},
    {icu: 'Hello {name}!', args: {name: 'Mei'}, language: 'en', out: 'Hello Mei!'},
    {
      icu: '{count, plural, one {# place left} other {# places left}}',
      args: {count: 1},
      language: 'en',
      out: '1 place left',
    },
    {
      icu: '{count, plural, one {# place left} other {# places left}}',
      args: {count: 1200},
      language: 'en',
      out: '1,200 places left',
    },
    {
      icu: '{count, plural, =0 {No places} one {# place} other {# places}}',
      args: {count: 0},
      language: 'en',
      out: 'No places',
    },
    // Tamil has one/other; Malay and Chinese only other.
    {icu: '{count, plural, one {# இடம்} other {# இடங்கள்}}', args: {count: 1}, language: 'ta', out: '1 இடம்'},
    {icu: '{count, plural, other {还剩 # 个名额}}', args: {count: 3}, language: 'zh', out: '还剩 3 个名额'},
    {
      icu: '{kind, select, volunteer {Volunteer} other {Work}}',
      args: {kind: 'volunteer'},
      language: 'en',
      out: 'Volunteer',
    },
    {icu: "It's '{'literal'}'", args: undefined, language: 'en', out: "It's {literal}"},
  ] as {icu: string; args?: Record<string, string | number>; language: 'en' | 'zh' | 'ta'; out: string}[])(
    '$icu in $language',
    ({icu, args, language, out}) => {
      expect(format(icu, language, args)).toBe(out);
    },
  );

  it('marks every literal part in the pseudo-language, and no argument', () => {
    expect(format('Hello {name}, welcome', 'pseudo', {name: 'Mei'})).toBe('⟦Hello ⟧Mei⟦, welcome⟧');
  });

  it('fails loudly on a missing argument rather than printing a gap', () => {
    expect(() => format('Hello {name}', 'en', {})).toThrow(/\{name\}/);
  });

  it('renders tags with the given renderers', () => {
    const parts = formatRichMessage(
      compileMessage('See the <link>contributions page</link>.'),
      'en',
      undefined,
      {
        link: (children) => ({tag: 'a', children}),
      },
    );
    expect(parts).toEqual(['See the ', {tag: 'a', children: ['contributions page']}, '.']);
  });
});
