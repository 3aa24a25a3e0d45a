// A statement is read a moment after it is chosen; a tap on "Check the statement" in that moment must still
// check it, not answer "Choose the statement file (CSV) first."
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, expect, it, vi} from 'vitest';
import {api} from '../../../lib/api.ts';
import {slowFile} from '../../../ui/slow-file.test-support.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {StatementImport} from './statement-import.tsx';

vi.mock('../../../lib/api.ts', () => ({api: {send: vi.fn()}}));
const send = vi.mocked(api.send);
afterEach(() => {
  cleanup();
  send.mockReset();
});

const host = {close: () => {}, finish: () => {}, refetch: () => {}} as unknown as ScreenHost;
const columns = {date: 'Transaction Date', amount: 'Credit Amount', text: ['Transaction Ref1']};
const report = {
  columns,
  headers: [],
  rows: [],
  problems: [],
  counts: {received: 0, review: 0, unmatched: 0, already: 0},
};

it('checks the chosen statement even when "Check the statement" is tapped before it has been read', async () => {
  send.mockResolvedValue({success: true, statusCode: 200, ...report} as never);
  const csv = 'Transaction Date,Reference,Debit Amount,Credit Amount\n02 Dec 2026,ICT,,50.00\n';
  const {file, finish} = slowFile(csv, 'dbs.csv');
  render(<StatementImport host={host} />);
  fireEvent.change(screen.getByLabelText('Statement (CSV)'), {target: {files: [file]}});
  fireEvent.click(screen.getByRole('button', {name: 'Check the statement'}));
  finish();
  await waitFor(() => expect(send).toHaveBeenCalledOnce());
  expect(send.mock.calls[0]?.[0]).toMatchObject({path: 'staff/gifts/bank-statement', json: {csv}});
  expect(screen.queryByText('Choose the statement file (CSV) first.')).toBeNull();
});

it('asks for the statement when none was chosen, and sends nothing', async () => {
  render(<StatementImport host={host} />);
  fireEvent.click(screen.getByRole('button', {name: 'Check the statement'}));
  expect(await screen.findByText('Choose the statement file (CSV) first.')).toBeTruthy();
  expect(send).not.toHaveBeenCalled();
});
