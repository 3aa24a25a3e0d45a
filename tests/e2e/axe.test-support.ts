// axe as every spec runs it: the WCAG 2.2 AA rules (or every rule, best practices too), reporting
// violations only. axe then skips writing out each node that passes (most of a page), which made a check
// of a long page several times slower than finding what fails; the rules that run are the same.
//
// axe-core runs in the page itself, as @axe-core/playwright's legacy mode does, without that wrapper: its
// default mode opened a new blank page for every check to merge the frames' results, and its legacy mode
// sent axe's 500 kB source to the page twice and asked four more questions per check. One injection per
// frame and one run took a page check from 740 ms (default) or 355 ms (legacy) to about 220 ms here.
// tests/e2e/axe-helper.spec.ts shows faults in the page, in shadow roots and in frames are still found.
import type {Page} from '@playwright/test';
import axe from 'axe-core';

/** The tags of WCAG 2.2 level AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeScope = {
  /** A selector: check only inside it (a widget on a partner's page). */
  include?: string;
  /** The rules' tags; null runs every rule. */
  tags?: readonly string[] | null;
};

// axe in a frame, answering only the page's own origin when the top frame asks a child frame for findings.
const INJECT = `${axe.source};axe.configure({allowedOrigins: ['<same_origin>']});`;

type Finding = {id: string; targets: unknown[][]};

/**
 * axe's findings on the page as it is now, one 'rule: targets' line each; empty when there are none.
 * @example expect(await axeFindings(page, {include: 'nard-donate'})).toEqual([])
 */
export async function axeFindings(
  page: Page,
  {include, tags = WCAG_22_AA}: AxeScope = {},
): Promise<string[]> {
  // Every frame gets axe, so the top frame's run checks the frames inside it too.
  for (const frame of page.frames()) await frame.evaluate(INJECT);
  const findings = await page.evaluate(
    async ({include, tags}) => {
      const inPage = (window as unknown as {axe: typeof axe}).axe;
      const {violations} = await inPage.run(include ? {include: [include]} : document, {
        resultTypes: ['violations'],
        ...(tags ? {runOnly: {type: 'tag', values: tags}} : {}),
      });
      return violations.map(
        (violation): Finding => ({
          id: violation.id,
          targets: violation.nodes.map((node) => [...node.target]),
        }),
      );
    },
    {include, tags: tags ? [...tags] : null},
  );
  return findings.map(({id, targets}) => `${id}: ${targets.map((target) => target.join(' ')).join(', ')}`);
}
