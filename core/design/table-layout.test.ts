import {describe, expect, it} from 'vitest';
import {STACK_CONTAINER, STACK_MEDIA, stackedTableCss} from './table-layout.ts';

describe('stackedTableCss', () => {
  it.each([
    {scope: '&', narrow: STACK_MEDIA},
    {scope: 'table.stack', narrow: STACK_CONTAINER},
  ])('scopes every rule to $scope under $narrow', ({scope, narrow}) => {
    const css = stackedTableCss(scope, undefined, narrow);
    expect(css).toContain(`${narrow} {`);
    const rules = css.split('\n').filter((line) => line.includes('{') && !line.trim().startsWith('@'));
    for (const line of rules) expect(line.trim().startsWith(scope)).toBe(true);
    // Words break only where they must, never anywhere (that made one letter per line on phones); no rem,
    // which a widget would take from the partner's root font size.
    expect(css).not.toContain('anywhere');
    expect(css).not.toMatch(/\drem/);
    // goober (the site) drops a declaration that does not end with ';'.
    expect(css).not.toMatch(/[^;{}\s]\s*}/);
  });
});
