// GET /api/figures (issue 58): the figures every page shows, added up by the database. Its size follows the
// projects, not the ledger: 400 more rows move GET /api/contributors by tens of kilobytes and the figures
// by a few digits.
import {afterAll, beforeAll, expect, it} from 'vitest';
import type {FiguresAnswer} from '../../../core/wire/index.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const bytesOf = async (path: string) => (await (await app.fetch(path)).text()).length;

it('answers every project’s figures and the Collection, the same size at any number of rows', async () => {
  const answer = await app.fetch('/api/figures');
  expect(answer.status).toBe(200);
  const {figures} = (await answer.json()) as FiguresAnswer;
  expect(figures.projects.map((project) => project.id)).toEqual(
    expect.arrayContaining(['urban-farming', 'coffee-roastery', 'carting', 'education']),
  );
  expect(figures.collectionCents).toBe(
    figures.projects.reduce((sum, project) => sum + project.contributorsTotalCents, 0),
  );

  const figuresBefore = await bytesOf('/api/figures');
  const ledgerBefore = await bytesOf('/api/contributors');
  const rows = Array.from({length: 400}, (_, i) => ({
    name: `Giver number ${i}`,
    date: '2026-05-01',
    amountCents: 2_500,
    anchorProjectId: 'carting',
  }));
  await app.deps.store.createRecords(
    'contributors',
    rows,
    {id: 'staff', email: 'staff@nard.example'},
    Date.now(),
  );

  const after = (await (await app.fetch('/api/figures')).json()) as FiguresAnswer;
  expect(after.figures.collectionCents).toBe(figures.collectionCents + 400 * 2_500);
  expect(after.figures.projects.find((project) => project.id === 'carting')?.contributorCount).toBe(
    (figures.projects.find((project) => project.id === 'carting')?.contributorCount ?? 0) + 400,
  );
  expect(await bytesOf('/api/figures')).toBeLessThan(figuresBefore + 40);
  expect(await bytesOf('/api/contributors')).toBeGreaterThan(ledgerBefore + 400 * 80);
});
