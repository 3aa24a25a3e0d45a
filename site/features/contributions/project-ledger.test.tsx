import {cleanup, fireEvent, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {computeFigures} from '../../../core/contributions/index.ts';
import {ProjectLedger} from './project-ledger.tsx';

const farm = {_id: 'urban-farming', title: 'Nard Urban Farming'};
const [group] = computeFigures(
  [{id: 'urban-farming', title: 'Nard Urban Farming', goal: 10_000}],
  [
    {_id: 'c1', name: 'Ann Tan', date: '2024-05-01', amount: 8500, anchorProjectId: farm},
    {_id: 'c2', name: 'Ben Lim', date: '2024-05-12', amount: 0.1, anchorProjectId: farm},
  ],
  [
    {
      _id: 'e1',
      item: 'Seeds',
      date: '2024-06-02',
      amount: 1234.5,
      detail: 'Kale and lettuce',
      anchorProjectId: farm,
    },
  ],
).projects;

afterEach(cleanup);

const toggle = (name: RegExp) => screen.getByRole('button', {name});

describe('ProjectLedger', () => {
  it('states the figures in the words every page uses', () => {
    render(<ProjectLedger group={group!} />);
    const bar = screen.getByRole('progressbar', {name: 'Nard Urban Farming'});
    expect(bar.getAttribute('aria-valuetext')).toBe('85% funded, $8,500.10 raised of $10,000');
  });

  it('opens and closes the two tables independently', () => {
    render(<ProjectLedger group={group!} />);
    const contributors = toggle(/^Contributor list for Nard Urban Farming$/);
    const expenditures = toggle(/^Expenditure list for Nard Urban Farming$/);
    expect(contributors.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(contributors);
    expect(contributors.getAttribute('aria-expanded')).toBe('true');
    expect(expenditures.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('table')).toHaveLength(1);

    fireEvent.click(expenditures);
    fireEvent.click(contributors);
    expect(contributors.getAttribute('aria-expanded')).toBe('false');
    expect(expenditures.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', {name: 'Expenditures of Nard Urban Farming'});
    expect(document.getElementById(expenditures.getAttribute('aria-controls')!)?.contains(table)).toBe(true);
  });

  it('shows the columns, US dates, dollars and the Total computed in cents', () => {
    render(<ProjectLedger group={group!} />);
    fireEvent.click(toggle(/^Contributor list/));
    const table = screen.getByRole('table', {name: 'Contributors to Nard Urban Farming'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Contributor', 'Date', 'Contribution Amount']);
    expect(within(table).getByText('5/1/2024')).toBeTruthy();
    expect(within(table).getByText('$8,500')).toBeTruthy();
    const total = within(table).getByRole('rowheader', {name: 'Total'}).closest('tr')!;
    expect(total.textContent).toBe('Total$8,500.10');
  });

  it('lists the expenditure columns exactly', () => {
    render(<ProjectLedger group={group!} />);
    fireEvent.click(toggle(/^Expenditure list/));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No.',
      'Expenses Item',
      'Date',
      'Amount',
      'Purpose / Detail',
    ]);
    expect(
      screen.getByRole('button', {name: 'Download CSV of expenditures of Nard Urban Farming'}),
    ).toBeTruthy();
  });
});
