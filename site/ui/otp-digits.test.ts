import {describe, expect, it} from 'vitest';
import {joinedCode, spreadPaste, typedDigit} from './otp-digits.ts';

describe('typedDigit', () => {
  it.each([
    {previous: '', input: '7', expected: '7'},
    {previous: '', input: 'a', expected: ''},
    {previous: '3', input: '35', expected: '5'},
    {previous: '3', input: '53', expected: '5'},
    {previous: '0', input: '00', expected: '0'},
  ])('$previous + $input -> $expected', ({previous, input, expected}) => {
    expect(typedDigit(previous, input)).toBe(expected);
  });
});

describe('spreadPaste and joinedCode', () => {
  it('fills all boxes from a full code wherever it is pasted, and part of a code from the box', () => {
    expect(spreadPaste(['', '', '', ''], 2, '12 34')).toEqual(['1', '2', '3', '4']);
    expect(spreadPaste(['9', '', '', ''], 1, '56')).toEqual(['9', '5', '6', '']);
    expect(spreadPaste(['', '', '', ''], 0, 'code')).toBeNull();
  });

  it('joins only a complete code', () => {
    expect(joinedCode(['1', '2', '3', '4'])).toBe('1234');
    expect(joinedCode(['1', '', '3', '4'])).toBeNull();
  });
});
