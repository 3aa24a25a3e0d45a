// goober keeps a page's rules as one string, the text of <style id="_goober">, and sets that whole text again
// for every rule it adds; the browser then parses the whole sheet again, each time. Hydrating /contributions
// added 36 rules (its lazy sections), 36 parses of a growing 10-15 kB sheet: 48 ms of a phone's main thread
// (decision 038). Here goober gets a string of its own to keep, and each rule it adds goes into the same
// sheet through the CSSOM, which parses only that rule. goober finds the string where it looks for its
// sheet (`window._goober.firstChild.data`, goober 2.1); `goober-sheet.test.ts` fails if that changes.
// Imported first by the browser entry, before any module makes a class.
import {topLevelRules} from './css-rules.ts';

type GooberSheet = {data: string};

function pageStyleElement(): HTMLStyleElement {
  const prerendered = document.getElementById('_goober');
  if (prerendered instanceof HTMLStyleElement) return prerendered;
  const element = document.createElement('style');
  element.id = '_goober';
  document.head.append(element);
  return element;
}

function insertRules(element: HTMLStyleElement, css: string, at: 'start' | 'end'): void {
  const sheet = element.sheet;
  if (!sheet) return;
  const rules = topLevelRules(css);
  if (at === 'start') rules.reverse();
  for (const rule of rules) {
    try {
      sheet.insertRule(rule, at === 'start' ? 0 : sheet.cssRules.length);
    } catch {
      // A rule this browser cannot parse: a <style> text would have dropped it the same way.
    }
  }
}

/** Points goober at a string it keeps, mirrored rule by rule into the page's <style id="_goober">. */
export function installGooberSheet(): void {
  const element = pageStyleElement();
  let text = element.textContent ?? '';
  const sheet: GooberSheet = {
    get data() {
      return text;
    },
    set data(next: string) {
      if (next.startsWith(text)) insertRules(element, next.slice(text.length), 'end');
      else if (next.endsWith(text)) insertRules(element, next.slice(0, next.length - text.length), 'start');
      // goober replaced its global rules: the one case that needs the whole sheet parsed again.
      else element.textContent = next;
      text = next;
    },
  };
  Object.assign(window, {_goober: {firstChild: sheet, parentNode: element}});
}

installGooberSheet();
