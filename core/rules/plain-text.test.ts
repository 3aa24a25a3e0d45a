import {describe, expect, test} from 'vitest';
import {FIELD_MESSAGES} from '../data/index.ts';
import {plainTextProblem, type TextShape} from './plain-text.ts';

const refused = FIELD_MESSAGES.textCharacters;

const cases: {text: string; shape: TextShape; problem: string | undefined}[] = [
  {text: 'Ana Tan', shape: 'single-line', problem: undefined},
  {text: 'Zoë 李 🌱 – “quoted”', shape: 'single-line', problem: undefined},
  {text: 'Ana\u0000', shape: 'single-line', problem: refused},
  {text: 'Ana\u001b[31m', shape: 'single-line', problem: refused},
  {text: 'Ana\u007f', shape: 'single-line', problem: refused},
  {text: 'Ana\u0085', shape: 'single-line', problem: refused},
  {text: 'Ana\u009f', shape: 'single-line', problem: refused},
  {text: 'Ana\uD800', shape: 'single-line', problem: refused},
  {text: '\uDC00Ana', shape: 'multi-line', problem: refused},
  {text: 'Ana\nTan', shape: 'single-line', problem: refused},
  {text: 'Ana\rTan', shape: 'single-line', problem: refused},
  {text: 'Ana\tTan', shape: 'single-line', problem: refused},
  {text: 'Ana\u2028Tan', shape: 'single-line', problem: refused},
  {text: 'Line one\r\nLine two\n\tindented', shape: 'multi-line', problem: undefined},
  {text: 'Line one\u2029Line two', shape: 'multi-line', problem: refused},
  {text: 'Hello\u0000', shape: 'multi-line', problem: refused},
  {text: 'Hello\u0085', shape: 'multi-line', problem: refused},
];

describe('plainTextProblem', () => {
  test.each(cases)('%o', ({text, shape, problem}) => {
    expect(plainTextProblem(text, shape)).toBe(problem);
  });
});
