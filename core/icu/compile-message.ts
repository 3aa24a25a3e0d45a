// ICU MessageFormat text -> the compiled parts core/i18n formats. Runs at build time (the Vite plugin) and
// on the server when a book loads; the parser never reaches a browser.
import {type MessageFormatElement, parse, TYPE} from '@formatjs/icu-messageformat-parser';
import type {Message, Part} from '../i18n/index.ts';

function compileElements(elements: readonly MessageFormatElement[], icu: string): Part[] {
  const parts: Part[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        pushText(element.value);
        break;
      case TYPE.argument:
      case TYPE.number:
        parts.push([element.value]);
        break;
      case TYPE.pound:
        parts.push(['#']);
        break;
      case TYPE.tag:
        parts.push([element.value, 'tag', compileElements(element.children, icu)]);
        break;
      case TYPE.plural:
      case TYPE.select: {
        if (element.type === TYPE.plural && (element.offset !== 0 || element.pluralType === 'ordinal')) {
          throw new Error(`Plural offsets and ordinals are not supported: ${icu}`);
        }
        const cases: Record<string, Part[]> = {};
        for (const [key, option] of Object.entries(element.options))
          cases[key] = compileElements(option.value, icu);
        parts.push([element.value, element.type === TYPE.plural ? 'plural' : 'select', cases]);
        break;
      }
      default:
        throw new Error(`Dates and times are formatted before they reach a message: ${icu}`);
    }
  }
  return parts;
}

/**
 * Compiles one ICU message. Plain text stays a string; anything else becomes parts.
 *
 * @example
 * compileMessage('{count, plural, one {# place left} other {# places left}}');
 * // [['count', 'plural', {one: [['#'], ' place left'], other: [['#'], ' places left']}]]
 */
export function compileMessage(icu: string): Message {
  const parts = compileElements(parse(icu, {requiresOtherClause: true}), icu);
  if (parts.length === 0) return '';
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return parts;
}

/**
 * What a compiled message asks of its caller: each argument and tag with its kind, sorted, so two
 * languages of one message can be compared (`count:plural`, `link:tag`, `name:argument`).
 */
export function messageSignature(message: Message): string[] {
  const found = new Set<string>();
  const walk = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      if (part.length === 1) {
        if (part[0] !== '#') found.add(`${part[0]}:argument`);
      } else if (part[1] === 'tag') {
        found.add(`${part[0]}:tag`);
        walk(part[2]);
      } else {
        found.add(`${part[0]}:${part[1]}`);
        for (const option of Object.values(part[2])) walk(option);
      }
    }
  };
  if (typeof message !== 'string') walk(message);
  return [...found].sort();
}
