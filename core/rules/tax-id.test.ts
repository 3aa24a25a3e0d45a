import {describe, expect, it} from 'vitest';
import {checkLetter, maskTaxId, normaliseTaxId, taxIdProblem, uenForm} from './tax-id.ts';

describe('checkLetter', () => {
  // The ICA's published example digits, 1234567, in each series.
  it.each([
    ['S', 'D'],
    ['T', 'J'],
    ['F', 'N'],
    ['G', 'X'],
    ['M', 'K'],
  ])('%s1234567 ends with %s', (prefix, letter) => {
    expect(checkLetter(prefix, '1234567')).toBe(letter);
  });

  it('has no letter for an unknown series or digits that are not seven', () => {
    expect(checkLetter('A', '1234567')).toBeNull();
    expect(checkLetter('S', '123456')).toBeNull();
  });
});

describe('taxIdProblem', () => {
  it.each([
    ['nric', 'S1234567D'],
    ['nric', ' s1234567d '],
    ['nric', 'T1234567J'],
    ['fin', 'F1234567N'],
    ['fin', 'G1234567X'],
    ['fin', 'M1234567K'],
    ['uen', '53312345X'],
    ['uen', '201912345K'],
    ['uen', 't09ll1234a'],
    ['uen', '2019-12345-K'],
  ] as const)('accepts %s %j', (type, id) => {
    expect(taxIdProblem(type, id)).toBeNull();
  });

  it.each([
    ['nric', '', 'Enter the number as it is on the card or the company’s registration.'],
    ['nric', 'S123456D', 'An NRIC is a letter, seven digits and a letter, like S1234567D.'],
    [
      'nric',
      'S1234567A',
      'The last letter does not match the digits of this NRIC: check each digit and the last letter.',
    ],
    [
      'nric',
      'S1234576D',
      'The last letter does not match the digits of this NRIC: check each digit and the last letter.',
    ],
    ['nric', 'F1234567N', 'An NRIC starts with S or T; this looks like a FIN: choose that type.'],
    ['fin', 'S1234567D', 'A FIN starts with F, G or M; this looks like an NRIC: choose that type.'],
    ['fin', 'A1234567B', 'A FIN starts with F, G or M.'],
    [
      'fin',
      'M1234567L',
      'The last letter does not match the digits of this FIN: check each digit and the last letter.',
    ],
    [
      'uen',
      '5331234X',
      'A UEN is 9 or 10 characters ending in a letter, like 53312345X, 201912345K or T09LL1234A.',
    ],
    [
      'uen',
      '301912345K',
      'A UEN is 9 or 10 characters ending in a letter, like 53312345X, 201912345K or T09LL1234A.',
    ],
    [
      'uen',
      'A09LL1234A',
      'A UEN is 9 or 10 characters ending in a letter, like 53312345X, 201912345K or T09LL1234A.',
    ],
  ] as const)('refuses %s %j', (type, id, problem) => {
    expect(taxIdProblem(type, id)).toBe(problem);
  });
});

describe('normaliseTaxId and maskTaxId', () => {
  it('files the number in capitals without spaces or hyphens', () => {
    expect(normaliseTaxId(' s123 4567-d ')).toBe('S1234567D');
  });

  it.each([
    ['S1234567D', 'S****567D'],
    ['201912345K', '2*****345K'],
    ['s1234567d', 'S****567D'],
    ['ABCD', '****'],
  ])('%s is shown %s', (id, masked) => {
    expect(maskTaxId(id)).toBe(masked);
  });
});

describe('uenForm', () => {
  it.each([
    ['53312345X', 'business'],
    ['201912345K', 'localCompany'],
    ['199012345a', 'localCompany'],
    ['T09LL1234A', 'others'],
    ['S90LP1234B', 'others'],
    ['R12CC3456D', 'others'],
    ['2019-12345-K', 'localCompany'],
    ['301912345K', null],
    ['S1234567D', null],
    ['', null],
  ])('%j is %j', (id, form) => {
    expect(uenForm(id)).toBe(form);
  });
});
