import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ProjectLedgers} from './project-ledgers.tsx';

const farm = {_id: 'urban-farming', title: 'Nard Urban Farming'};
const contributors = [{_id: 'c1', name: 'Ann Tan', date: '2024-05-01', amount: 50, anchorProjectId: farm}];
const expenditures = [
  {_id: 'e1', item: 'Seeds', date: '2024-06-02', amount: 20, detail: 'Kale', anchorProjectId: farm},
];

const json = (status: number, body: object) =>
  new Response(JSON.stringify({statusCode: status, success: status < 400, ...body}), {
    status,
    headers: {'Content-Type': 'application/json'},
  });

let failExpenditures = true;

beforeEach(() => {
  failExpenditures = true;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/contributors')) return json(200, {contributors});
      if (url.endsWith('/api/projects')) {
        return json(200, {projects: [{id: 'urban-farming', title: 'Nard Urban Farming', goal: 1000}]});
      }
      if (failExpenditures) return json(500, {message: 'Something went wrong'});
      return json(200, {expenditures});
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProjectLedgers', () => {
  it('shows a message and no data when one call fails, then loads on Retry', async () => {
    render(<ProjectLedgers />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not load the contributions and expenditures/);
    expect(screen.queryByText('Nard Urban Farming')).toBeNull();
    expect(screen.queryByRole('button', {name: /^Contributor/})).toBeNull();

    failExpenditures = false;
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(await screen.findByRole('heading', {name: 'Nard Urban Farming'})).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
