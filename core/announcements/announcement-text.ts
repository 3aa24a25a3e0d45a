// The small, safe subset staff write announcements in (issue 20), read into a tree that the site (React),
// the console's preview and <nard-announcements> (Preact) all draw the same way, with elements, never an
// HTML string. The subset: a blank line starts a paragraph, a line break stays one, **bold**,
// [words](https://...) or (mailto:...) links, and lines starting "- " make a list.
//
// `cleanAnnouncementText` is what the server stores (the rule for the description calls it): anything
// that looks like an HTML tag is removed, and a link to anything but http(s) or mailto keeps only its words.

/** A run of text inside a paragraph line or a list item. */
export type Inline =
  | {kind: 'text'; text: string}
  | {kind: 'strong'; text: string}
  | {kind: 'link'; text: string; href: string};
/** A paragraph (its lines, kept apart by line breaks) or a list (its items). */
export type Block = {kind: 'paragraph'; lines: Inline[][]} | {kind: 'list'; items: Inline[][]};

const SAFE_HREF = /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+)$/i;
// **bold** or [words](target), whichever comes first; unclosed markers stay as typed.
// A target may hold one level of brackets, as in javascript:alert(1), so such a link is seen whole.
const TARGET = String.raw`((?:[^()\s]|\([^()\s]*\))+)`;
const INLINE = new RegExp(String.raw`\*\*([^*\n]+)\*\*|\[([^\]\n]+)\]\(` + TARGET + String.raw`\)`, 'g');
const LINK = new RegExp(String.raw`\[([^\]\n]+)\]\(` + TARGET + String.raw`\)`, 'g');
const LIST_ITEM = /^\s*-\s+/;

function inlines(line: string): Inline[] {
  const parts: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > at) parts.push({kind: 'text', text: line.slice(at, match.index)});
    const [whole, bold, words, target] = match;
    if (bold !== undefined) parts.push({kind: 'strong', text: bold});
    else if (target && SAFE_HREF.test(target)) parts.push({kind: 'link', text: words!, href: target});
    else parts.push({kind: 'text', text: words ?? whole});
    at = match.index + whole.length;
  }
  if (at < line.length) parts.push({kind: 'text', text: line.slice(at)});
  return parts;
}

/**
 * The blocks of an announcement's text.
 * @example parseAnnouncementText('Open **today**.\n\n- Farm\n- Cafe')
 * // [{kind: 'paragraph', lines: [[text 'Open ', strong 'today', text '.']]}, {kind: 'list', items: [...]}]
 */
export function parseAnnouncementText(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({kind: 'list', items: lines.map((line) => inlines(line.replace(LIST_ITEM, '')))});
    } else {
      blocks.push({kind: 'paragraph', lines: lines.map((line) => inlines(line.trim()))});
    }
  }
  return blocks;
}

/** The text as stored: no HTML tags, and unsafe link targets dropped (their words stay). */
export function cleanAnnouncementText(source: string): string {
  return source
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(LINK, (whole, words: string, target: string) => (SAFE_HREF.test(target) ? whole : words))
    .trim();
}

/** The words alone, for places that show no formatting (a title attribute, a mail). */
export function announcementPlainText(source: string): string {
  return parseAnnouncementText(source)
    .flatMap((block) => (block.kind === 'paragraph' ? block.lines : block.items))
    .map((line) => line.map((part) => part.text).join(''))
    .join('\n');
}
