// The figures function as a table: ledger + goals in, every amount and its words out.
import {describe, expect, it} from 'vitest';
import type {Contributor, Expenditure} from '../content/content-records.ts';
import {barPercent, collectionText, fundedText, raisedText} from './figure-words.ts';
import {computeFigures} from './project-figures.ts';

const farmRef = {_id: 'farm', title: 'Old farm title'};
const cartRef = {_id: 'cart', title: 'Carting'};
const gift = (amount: number, project = farmRef): Contributor => ({
  _id: `c-${amount}`,
  name: 'Ann',
  date: '2026-01-02',
  amount,
  anchorProjectId: project,
});
const spend = (amount: number, project = farmRef): Expenditure => ({
  _id: `e-${amount}`,
  item: 'Seeds',
  date: '2026-01-03',
  amount,
  detail: 'For the farm',
  anchorProjectId: project,
});
const farm = (goal: number | null) => ({id: 'farm', title: 'Nard Urban Farming', goal});
const cart = (goal: number | null) => ({id: 'cart', title: 'Carting', goal});

type Row = {
  name: string;
  projects: {id: string; title: string; goal: number | null}[];
  contributors: Contributor[];
  expenditures?: Expenditure[];
  collection: string;
  expected: {id: string; funded: string; raised: string; bar: number; spentCents: number}[];
};

const table: Row[] = [
  {
    name: 'nothing given: every project not started, collection zero',
    projects: [farm(10_000), cart(8000)],
    contributors: [],
    collection: 'Collection - $0',
    expected: [
      {id: 'farm', funded: 'Not started yet', raised: '$0 raised of $10,000', bar: 0, spentCents: 0},
      {id: 'cart', funded: 'Not started yet', raised: '$0 raised of $8,000', bar: 0, spentCents: 0},
    ],
  },
  {
    name: 'the sample ledger: 85 % and not started',
    projects: [farm(10_000), cart(8000)],
    contributors: [gift(3500), gift(3000), gift(2000)],
    expenditures: [spend(1850), spend(420.5)],
    collection: 'Collection - $8,500',
    expected: [
      {id: 'farm', funded: '85% funded', raised: '$8,500 raised of $10,000', bar: 85, spentCents: 227_050},
      {id: 'cart', funded: 'Not started yet', raised: '$0 raised of $8,000', bar: 0, spentCents: 0},
    ],
  },
  {
    name: 'cents add up exactly and the percent rounds down',
    projects: [farm(300)],
    contributors: [gift(0.1), gift(0.2), gift(298.69)],
    collection: 'Collection - $298.99',
    expected: [{id: 'farm', funded: '99% funded', raised: '$298.99 raised of $300', bar: 99, spentCents: 0}],
  },
  {
    name: 'past the goal: the percent says so, the bar stops full',
    projects: [farm(1000)],
    contributors: [gift(1500)],
    collection: 'Collection - $1,500',
    expected: [
      {id: 'farm', funded: '150% funded', raised: '$1,500 raised of $1,000', bar: 100, spentCents: 0},
    ],
  },
  {
    name: 'no goal set: the amount without a percent',
    projects: [farm(null)],
    contributors: [gift(400)],
    collection: 'Collection - $400',
    expected: [{id: 'farm', funded: '$400 raised', raised: '$400 raised', bar: 0, spentCents: 0}],
  },
  {
    name: 'a project the goals list does not know still counts',
    projects: [farm(1000)],
    contributors: [gift(100, cartRef), gift(100)],
    collection: 'Collection - $200',
    expected: [
      {id: 'farm', funded: '10% funded', raised: '$100 raised of $1,000', bar: 10, spentCents: 0},
      {id: 'cart', funded: '$100 raised', raised: '$100 raised', bar: 0, spentCents: 0},
    ],
  },
];

describe('computeFigures', () => {
  it.each(table)('$name', ({projects, contributors, expenditures, collection, expected}) => {
    const figures = computeFigures(projects, contributors, expenditures);
    expect(collectionText(figures.collectionCents)).toBe(collection);
    expect(
      figures.projects.map((project) => ({
        id: project.id,
        funded: fundedText(project),
        raised: raisedText(project),
        bar: barPercent(project),
        spentCents: project.expendituresTotalCents,
      })),
    ).toEqual(expected);
  });

  it('keeps the goals order and the title from the projects list', () => {
    const figures = computeFigures([cart(10), farm(10)], [gift(5), gift(5, cartRef)]);
    expect(figures.projects.map((project) => [project.id, project.title])).toEqual([
      ['cart', 'Carting'],
      ['farm', 'Nard Urban Farming'],
    ]);
  });
});
