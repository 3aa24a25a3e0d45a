// goober's rules reach the page's sheet rule by rule (CSSOM), never by setting the <style>'s text, which the
// browser would parse whole each time. Uses the real goober: if its way of finding its sheet changes, this fails.
import {css, glob} from 'goober';
import {beforeEach, describe, expect, it} from 'vitest';
import {installGooberSheet} from './goober-sheet.ts';

const PRERENDERED = '.go1{color:red;}';

function pageStyle(): HTMLStyleElement {
  return document.getElementById('_goober') as HTMLStyleElement;
}

describe('installGooberSheet', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style id="_goober">${PRERENDERED}</style>`;
    installGooberSheet();
  });

  it('inserts a new rule into the prerendered sheet without changing its text', () => {
    const name = css`
      margin: 3px;
      @media (min-width: 1024px) { margin: 5px; }
    `;
    const rules = [...(pageStyle().sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    expect(pageStyle().textContent).toBe(PRERENDERED);
    expect(rules[0]).toMatch(/^\.go1 \{ color: red; \}$/);
    expect(rules.slice(1).join(' ')).toContain(`.${name}`);
    expect(rules).toHaveLength(3);
  });

  it('adds a rule the page already has only once', () => {
    css`padding: 7px;`;
    const count = pageStyle().sheet?.cssRules.length;
    css`padding: 7px;`;
    expect(pageStyle().sheet?.cssRules.length).toBe(count);
  });

  it('parses the whole sheet once when goober replaces its global rules', () => {
    glob`body { margin: 11px; }`;
    expect(pageStyle().textContent).toBe(PRERENDERED);
    glob`body { margin: 12px; }`;
    const rules = [...(pageStyle().sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(' ');
    expect(rules).toContain('margin: 12px');
    expect(rules).not.toContain('margin: 11px');
    expect(pageStyle().textContent).toContain('body{margin:12px;}');
  });

  it('makes the sheet when the page has none (a page drawn in the browser only)', () => {
    document.head.innerHTML = '';
    installGooberSheet();
    css`border: 13px solid;`;
    expect(pageStyle().sheet?.cssRules.length).toBe(1);
    expect(pageStyle().textContent).toBe('');
  });
});
