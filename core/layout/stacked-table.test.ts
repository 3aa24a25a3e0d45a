import {describe, expect, it} from 'vitest';
import {STACK_CONTAINER, STACK_MEDIA, stackedTableCss} from './stacked-table.ts';

const colours = {label: '#143F28', rowBorder: '#D9D2C2', totalBackground: '#E3EFE6'};

describe('stackedTableCss', () => {
  it.each([
    {within: '&', narrow: STACK_MEDIA},
    {within: 'table.stack', narrow: STACK_CONTAINER},
  ])('scopes every rule to $within under $narrow', ({within, narrow}) => {
    const css = stackedTableCss({within, narrow, colours});
    expect(css).toContain(`${narrow}{`);
    const selectors = css.split('\n').filter((line) => line.includes('{') && !line.startsWith('@'));
    for (const line of selectors) expect(line.startsWith(within)).toBe(true);
    // Words break only where they must: never anywhere (that made one letter per line on phones).
    expect(css).not.toContain('anywhere');
    // goober (the site) drops a declaration that does not end with ';'.
    expect(css).not.toMatch(/[^;{}\s]\s*}/);
  });
});
