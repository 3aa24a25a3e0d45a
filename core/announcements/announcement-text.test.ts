import {describe, expect, it} from 'vitest';
import {announcementPlainText, cleanAnnouncementText, parseAnnouncementText} from './announcement-text.ts';

describe('the announcement subset (issue 20)', () => {
  it('reads paragraphs, line breaks, bold, links and lists', () => {
    expect(
      parseAnnouncementText(
        'Open **Saturday**\n9 am to 1 pm\n\n- Farm shop\n- [Cafe](https://nard.example/cafe)\n\nWrite to [us](mailto:hello@nard.example).',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            {kind: 'text', text: 'Open '},
            {kind: 'strong', text: 'Saturday'},
          ],
          [{kind: 'text', text: '9 am to 1 pm'}],
        ],
      },
      {
        kind: 'list',
        items: [
          [{kind: 'text', text: 'Farm shop'}],
          [{kind: 'link', text: 'Cafe', href: 'https://nard.example/cafe'}],
        ],
      },
      {
        kind: 'paragraph',
        lines: [
          [
            {kind: 'text', text: 'Write to '},
            {kind: 'link', text: 'us', href: 'mailto:hello@nard.example'},
            {kind: 'text', text: '.'},
          ],
        ],
      },
    ]);
  });

  it.each([
    ['<script>alert(1)</script>Hi', 'alert(1)Hi'],
    ['Click [here](javascript:alert(1)) now', 'Click here now'],
    ['[x](data:text/html,hi) and [y](https://ok.example)', 'x and [y](https://ok.example)'],
    ['<img src=x onerror=alert(1)>**bold**', '**bold**'],
    ['a < b and c > d', 'a < b and c > d'],
    ['  spaced  ', 'spaced'],
  ])('stores %j as %j', (source, stored) => {
    expect(cleanAnnouncementText(source)).toBe(stored);
  });

  it('never makes a link of an unsafe target, even when not cleaned first', () => {
    const [block] = parseAnnouncementText('[go](javascript:alert(1))');
    expect(block).toEqual({kind: 'paragraph', lines: [[{kind: 'text', text: 'go'}]]});
  });

  it('keeps unclosed markers as typed, and reads a long text whole', () => {
    expect(announcementPlainText('**half [open(')).toBe('**half [open(');
    const long = `${'word **b** [l](https://x.example) '.repeat(500)}\n\n${'- item\n'.repeat(200)}`;
    const [paragraph, list] = parseAnnouncementText(long);
    expect(
      paragraph?.kind === 'paragraph' && paragraph.lines[0]!.filter((p) => p.kind === 'link'),
    ).toHaveLength(500);
    expect(list?.kind === 'list' && list.items).toHaveLength(200);
  });
});
