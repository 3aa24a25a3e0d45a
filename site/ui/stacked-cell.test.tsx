import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, expect, it} from 'vitest';
import {StackedCell} from './stacked-cell.tsx';
import {Table} from './table.tsx';

afterEach(cleanup);

it('keeps the table semantics and hides the phone label from assistive technology', () => {
  render(
    <Table caption="Gifts" columns={['Date', 'Amount']}>
      <tr>
        <StackedCell label="Date">5/1/2024</StackedCell>
        <StackedCell label="Amount">$8,500</StackedCell>
      </tr>
    </Table>,
  );
  const table = screen.getByRole('table', {name: 'Gifts'});
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Amount']);
  // The cells are named by their value alone; the visible label is aria-hidden.
  expect(
    screen
      .getAllByRole('cell')
      .map((td) => td.querySelector('[data-cell-label]')?.getAttribute('aria-hidden')),
  ).toEqual(['true', 'true']);
  expect(screen.getByRole('cell', {name: '$8,500'})).toBeTruthy();
  expect(table.querySelector('[data-cell-label]')?.textContent).toBe('Date');
});
