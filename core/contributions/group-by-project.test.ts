import {describe, expect, it} from 'vitest';
import type {Contributor, Expenditure} from '../content/content-records.ts';
import {groupByProject} from './group-by-project.ts';

const farm = {_id: 'farm', title: 'Nard Urban Farming'};
const coffee = {_id: 'coffee', title: 'Nard Coffee Roastery'};
const gift = (name: string, amount: number, project = farm): Contributor => ({
  _id: `c-${amount}`,
  name,
  date: '2024-06-01',
  amount,
  anchorProjectId: project,
});
const spend = (item: string, amount: number, project = farm): Expenditure => ({
  _id: `e-${amount}`,
  item,
  date: '2024-06-02',
  amount,
  detail: 'For the grow beds',
  anchorProjectId: project,
});

type Case = {
  name: string;
  contributors: Contributor[];
  expenditures: Expenditure[];
  order?: string[];
  expected: {id: string; names: string[]; items: string[]; inCents: number; outCents: number}[];
};

const cases: Case[] = [
  {name: 'no rows, no groups', contributors: [], expenditures: [], expected: []},
  {
    name: 'cents are exact where floats drift (0.1 + 0.2)',
    contributors: [gift('Ann', 0.1), gift('Ben', 0.2)],
    expenditures: [spend('Seeds', 19.99), spend('Pots', 0.01)],
    expected: [{id: 'farm', names: ['Ann', 'Ben'], items: ['Seeds', 'Pots'], inCents: 30, outCents: 2000}],
  },
  {
    name: 'projects in order of first appearance, rows in API order',
    contributors: [gift('Cai', 100, coffee), gift('Ann', 8500), gift('Dee', 1234.5, coffee)],
    expenditures: [spend('Beans', 300, coffee)],
    expected: [
      {id: 'coffee', names: ['Cai', 'Dee'], items: ['Beans'], inCents: 133450, outCents: 30000},
      {id: 'farm', names: ['Ann'], items: [], inCents: 850000, outCents: 0},
    ],
  },
  {
    name: 'a project with only expenditures still gets a group',
    contributors: [gift('Ann', 5)],
    expenditures: [spend('Cart', 40, coffee)],
    expected: [
      {id: 'farm', names: ['Ann'], items: [], inCents: 500, outCents: 0},
      {id: 'coffee', names: [], items: ['Cart'], inCents: 0, outCents: 4000},
    ],
  },
  {
    name: 'the order option puts known projects first',
    contributors: [gift('Ann', 5), gift('Cai', 7, coffee)],
    expenditures: [],
    order: ['coffee', 'farm'],
    expected: [
      {id: 'coffee', names: ['Cai'], items: [], inCents: 700, outCents: 0},
      {id: 'farm', names: ['Ann'], items: [], inCents: 500, outCents: 0},
    ],
  },
];

describe('groupByProject', () => {
  it.each(cases)('$name', ({contributors, expenditures, order, expected}) => {
    const groups = groupByProject(contributors, expenditures, {order});
    expect(
      groups.map((group) => ({
        id: group.id,
        names: group.contributors.map((row) => row.name),
        items: group.expenditures.map((row) => row.item),
        inCents: group.contributorsTotalCents,
        outCents: group.expendituresTotalCents,
      })),
    ).toEqual(expected);
  });

  it('takes the title from the API rows', () => {
    expect(groupByProject([gift('Ann', 1)], [])[0]?.title).toBe('Nard Urban Farming');
  });
});
