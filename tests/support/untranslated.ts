// The untranslated-text check shared by the site's and the widgets' pseudo-language tests: rendered in the
// pseudo-language, every catalogue text is marked ⟦...⟧, so any word a reader could see or hear without the
// mark did not pass through the catalogue.
import {PSEUDO_OPEN} from '../../core/i18n/index.ts';

const SPOKEN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'aria-roledescription'];

/**
 * Unmarked texts under `root` (text, alt, title, aria-label, placeholder). What may pass: `kept` (names
 * the glossary keeps, configured facts), text without letters, and text inside an element marked as
 * another language with its own `lang`.
 */
export function untranslatedIn(root: Element, kept: ReadonlySet<string>): string[] {
  const unmarked = (text: string) => {
    const trimmed = text.trim();
    return /\p{L}/u.test(trimmed) && !trimmed.includes(PSEUDO_OPEN) && !kept.has(trimmed);
  };
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
    if (element?.closest('[lang]')) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.tagName;
      if (parent !== 'SCRIPT' && parent !== 'STYLE' && unmarked(node.textContent ?? ''))
        found.push(node.textContent!.trim());
      continue;
    }
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = (node as Element).getAttribute(name);
      if (value && unmarked(value)) found.push(`[${name}] ${value}`);
    }
  }
  return found;
}
