// A file is read a moment after it is chosen; a tap on "Check the file" in that moment must still check it
// (a fresh-clone CI run once saw "1 field needs fixing: CSV file" for a file that was chosen).
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, expect, it, vi} from 'vitest';
import {api} from '../../../lib/api.ts';
import {slowFile} from '../../../ui/slow-file.test-support.ts';
import {CsvImport} from './csv-import.tsx';
import {CONTRIBUTIONS} from './ledger-kinds.ts';

vi.mock('../../../lib/api.ts', () => ({api: {send: vi.fn()}}));
const send = vi.mocked(api.send);
afterEach(() => {
  cleanup();
  send.mockReset();
});

it('checks the chosen file even when "Check the file" is tapped before it has been read', async () => {
  send.mockResolvedValue({success: true, statusCode: 200, rows: []} as never);
  const csv = 'name,date,amount,project\nTan Ah Kow,15/11/2026,50.00,Farm\n';
  const {file, finish} = slowFile(csv);
  render(<CsvImport ledger={CONTRIBUTIONS} onClose={() => {}} onSaved={() => {}} />);
  fireEvent.change(screen.getByLabelText('CSV file'), {target: {files: [file]}});
  fireEvent.click(screen.getByRole('button', {name: 'Check the file'}));
  expect(screen.getByRole('button', {name: 'Checking...'})).toBeTruthy();
  finish();
  await waitFor(() => expect(send).toHaveBeenCalledOnce());
  expect(send.mock.calls[0]?.[0]).toMatchObject({path: 'staff/contributors/import', json: {csv}});
  expect(screen.queryByText(/needs fixing/)).toBeNull();
  expect(await screen.findByRole('button', {name: 'Save 0 rows'})).toBeTruthy();
});

it('asks for a file when none was chosen, and sends nothing', async () => {
  render(<CsvImport ledger={CONTRIBUTIONS} onClose={() => {}} onSaved={() => {}} />);
  fireEvent.click(screen.getByRole('button', {name: 'Check the file'}));
  expect(await screen.findByText('Paste or choose a CSV file of at most 1 MB.')).toBeTruthy();
  expect(send).not.toHaveBeenCalled();
});
