import {describe, expect, test} from 'vitest';
import {ANCHOR_PROJECTS, PROJECT_CARDS, PROJECT_PROGRESS} from './projects.ts';

// These check the figures agree with each other, so a later edit cannot leave a card half-changed.
describe('project figures', () => {
  test.each(PROJECT_CARDS)('$title: the tag is raised / goal', ({tagPercent, raisedDollars, goalDollars}) => {
    expect(Math.round((raisedDollars / goalDollars) * 100)).toBe(tagPercent);
  });

  test.each(PROJECT_PROGRESS)('$title: tooltip names the amount; unstarted shows 0', (progress) => {
    expect(progress.tooltipText).toBe(`${progress.amountSgd} SGD`);
    expect(progress.progressValue === 0).toBe(!progress.started);
  });

  test('every progress bar and card belongs to an anchor project', () => {
    const ids = new Set<string>(ANCHOR_PROJECTS.map((project) => project.id));
    for (const item of [...PROJECT_PROGRESS, ...PROJECT_CARDS]) expect(ids.has(item.id)).toBe(true);
  });
});
