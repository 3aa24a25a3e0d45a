import {describe, expect, it} from 'vitest';
import {formatPhone, spreadsheetPhone} from './phone.ts';

describe('formatPhone', () => {
  it.each([
    ['+6591234567', '+65 9123 4567'],
    ['+65 9123 4567', '+65 9123 4567'],
    ['91234567', '+65 9123 4567'],
    ['+65 6000-0000', '+65 6000 0000'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['  +60123456789 ', '+60123456789'],
    ['+651234567', '+651234567'],
    ['', ''],
  ])('%j reads %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});

describe('spreadsheetPhone', () => {
  it.each([
    ['+6591234567', '65 9123 4567'],
    ['91234567', '65 9123 4567'],
    ['+44 20 7946 0958', '44 20 7946 0958'],
    // One run of digits: dropping the `+` would make Excel show a number, so the number stays as shown.
    ['+60123456789', '+60123456789'],
    ['', ''],
  ])('%j is written %j', (stored, written) => {
    expect(spreadsheetPhone(stored)).toBe(written);
  });
});
