import {describe, expect, it} from 'vitest';
import {figureTotals, type LedgerSum} from './figure-totals.ts';

const farm = {id: 'farm', title: 'Farm', goal: 100};
const cafe = {id: 'cafe', title: 'Cafe', goal: null};
const sum = (project: string, cents: number, firstDate: string, count = 1): LedgerSum => ({
  project,
  title: project === 'general' ? 'Where it is needed most' : project,
  cents,
  count,
  firstDate,
});

describe('figureTotals', () => {
  it('gives every project its figures in the projects’ order, with nothing given yet where none was', () => {
    const totals = figureTotals(
      [farm, cafe],
      [sum('farm', 2599, '2026-01-02', 3)],
      [sum('cafe', 700, '2026-02-01')],
    );
    expect(totals.projects).toEqual([
      {
        id: 'farm',
        title: 'Farm',
        contributorsTotalCents: 2599,
        expendituresTotalCents: 0,
        contributorCount: 3,
        expenditureCount: 0,
        goalCents: 10_000,
        // 25.99 % is 25 %: a bar never claims more than was raised.
        percent: 25,
        started: true,
      },
      {
        id: 'cafe',
        title: 'Cafe',
        contributorsTotalCents: 0,
        expendituresTotalCents: 700,
        contributorCount: 0,
        expenditureCount: 1,
        goalCents: null,
        percent: null,
        started: false,
      },
    ]);
    expect(totals.collectionCents).toBe(2599);
  });

  it('adds projects the ledger names beyond the list after it, given ones first, each by its first line', () => {
    const totals = figureTotals(
      [farm],
      [sum('later', 100, '2026-03-01'), sum('general', 500, '2026-01-05'), sum('farm', 1, '2026-01-01')],
      [sum('spent-only', 50, '2025-12-01'), sum('general', 20, '2026-01-06')],
    );
    expect(totals.projects.map((project) => project.id)).toEqual(['farm', 'general', 'later', 'spent-only']);
    expect(totals.projects[1]).toMatchObject({
      title: 'Where it is needed most',
      goalCents: null,
      percent: null,
    });
    expect(totals.collectionCents).toBe(601);
  });
});
