import {expect, test} from 'vitest';
import {formatUsDate} from './us-date.ts';

test.each([
  {iso: '2025-03-07', text: '3/7/2025'},
  {iso: '2025-12-31', text: '12/31/2025'},
  {iso: '2025-01-01', text: '1/1/2025'},
  {iso: '2024-02-29', text: '2/29/2024'},
  {iso: '2000-02-29', text: '2/29/2000'},
  {iso: '2025-03-07T23:30:00Z', text: '3/7/2025'},
  {iso: '2025-03-07T00:30:00+08:00', text: '3/7/2025'},
  {iso: '2025-02-29', text: '2025-02-29'},
  {iso: '1900-02-29', text: '1900-02-29'},
  {iso: '2025-04-31', text: '2025-04-31'},
  {iso: '2025-13-01', text: '2025-13-01'},
  {iso: '2025-00-10', text: '2025-00-10'},
  {iso: '2025-01-00', text: '2025-01-00'},
  {iso: '2025-3-7', text: '2025-3-7'},
  {iso: '03/07/2025', text: '03/07/2025'},
  {iso: '', text: ''},
  {iso: 'soon', text: 'soon'},
  {iso: ' 2025-03-07', text: ' 2025-03-07'},
])('$iso -> $text', ({iso, text}) => {
  expect(formatUsDate(iso)).toBe(text);
});
