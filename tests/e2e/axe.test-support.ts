// axe as every spec runs it: the WCAG 2.2 AA rules (or every rule, best practices too), reporting
// violations only. axe then skips writing out each node that passes (most of a page), which made a check
// of a long page several times slower than finding what fails; the rules that run are the same.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The tags of WCAG 2.2 level AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeScope = {
  /** A selector: check only inside it (a widget on a partner's page). */
  include?: string;
  /** The rules' tags; null runs every rule. */
  tags?: readonly string[] | null;
};

/**
 * axe's findings on the page as it is now, one 'rule: targets' line each; empty when there are none.
 * @example expect(await axeFindings(page, {include: 'nard-donate'})).toEqual([])
 */
export async function axeFindings(
  page: Page,
  {include, tags = WCAG_22_AA}: AxeScope = {},
): Promise<string[]> {
  // options() first: it replaces what withTags() sets. Legacy mode runs axe.run in the page itself, with
  // axe checking same-origin frames from inside; the default (runPartial) opened a new blank page for every
  // check to merge the frames' results, two thirds of each check's time, and our pages have no frames
  // from another origin. The rules and their results are the same.
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode();
  if (tags) builder = builder.withTags([...tags]);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
