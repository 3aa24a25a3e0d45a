// The phone walks (tests/e2e/phones.spec.ts, widgets-phones.spec.ts) run at 320 px only, because no style
// rule changes between 320 and 375 px. This keeps that true: a width breakpoint below 376 px in the site,
// the widgets or core's shared styles fails here, until the walks check the pages it changes at 375 px too.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {STACK_BELOW_PX} from '../../core/design/index.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const WIDEST_PHONE_PX = 375;

/** Every `@media` / `@container` width condition written in px in the style sources: `file: value`. */
function widthBreakpoints(): {file: string; px: number}[] {
  const found: {file: string; px: number}[] = [];
  for (const folder of ['site', 'widgets', 'core']) {
    const files = readdirSync(path.join(REPO, folder), {recursive: true, encoding: 'utf8'}).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test(-support)?\.tsx?$/.test(name) && !name.includes('build'),
    );
    for (const name of files) {
      const source = readFileSync(path.join(REPO, folder, name), 'utf8');
      for (const query of source.matchAll(/@(?:media|container)[^{`'"]*/g)) {
        for (const width of query[0].matchAll(/(?:(?:min|max)-width\s*:|width\s*[<>]=?)\s*([\d.]+)px/g)) {
          found.push({file: `${folder}/${name}`, px: Number(width[1])});
        }
      }
    }
  }
  return found;
}

describe('phone breakpoints', () => {
  it('finds the breakpoints it guards (the scan reads the real sources)', () => {
    const values = new Set(widthBreakpoints().map((breakpoint) => breakpoint.px));
    expect(values).toContain(700);
    expect(values).toContain(620);
  });

  it(`no layout changes between 320 and ${WIDEST_PHONE_PX} px`, () => {
    const narrow = widthBreakpoints().filter((breakpoint) => breakpoint.px <= WIDEST_PHONE_PX);
    // When this fails: walk the pages (or elements) that rule changes at 375 px as well, then let it pass.
    expect(narrow).toEqual([]);
    expect(STACK_BELOW_PX).toBeGreaterThan(WIDEST_PHONE_PX);
  });
});
