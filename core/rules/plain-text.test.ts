import {describe, expect, test} from 'vitest';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {plainTextProblem, refusedCharacter, type TextShape} from './plain-text.ts';

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
  // Invisible format characters (\p{Cf}) and noncharacters, on one line or several.
  {text: 'Ana\u202Egnp.exe', shape: 'single-line', problem: refused},
  {text: 'A\u200Bna', shape: 'single-line', problem: refused},
  {text: '\uFEFFAna', shape: 'single-line', problem: refused},
  {text: 'Ana\u00AD', shape: 'single-line', problem: refused},
  {text: 'Ana\u2066Tan\u2069', shape: 'single-line', problem: refused},
  {text: 'Ana\u{E0001}\u{E0041}', shape: 'single-line', problem: refused},
  {text: 'Ana\u{E007F}', shape: 'multi-line', problem: refused},
  {text: 'Ana\uFFFF', shape: 'single-line', problem: refused},
  {text: 'Ana\uFFFE', shape: 'multi-line', problem: refused},
  {text: 'Ana\uFDD0', shape: 'single-line', problem: refused},
  {text: 'Ana\u{10FFFF}', shape: 'single-line', problem: refused},
  {text: 'Hello\n\u202Eworld', shape: 'multi-line', problem: refused},
  // ZWNJ and ZWJ shape Tamil, Malayalam and Persian words and join emoji: they stay.
  {text: 'க்\u200Cஷ', shape: 'single-line', problem: undefined},
  {text: 'க்\u200Dஷ', shape: 'multi-line', problem: undefined},
  {text: 'می\u200Cخواهم', shape: 'single-line', problem: undefined},
  {text: '👩\u200D🌾 farmer', shape: 'single-line', problem: undefined},
  {text: 'Ana \uFE0F\uFFFD', shape: 'single-line', problem: undefined},
];

describe('plainTextProblem', () => {
  test.each(cases)('%o', ({text, shape, problem}) => {
    expect(plainTextProblem(text, shape)).toBe(problem);
  });
});

describe('refusedCharacter', () => {
  test.each([
    {text: 'NARD-7KQM\u202E-3XWA', shape: 'single-line', character: 'U+202E'},
    {text: 'A\u200Bna \uFEFF', shape: 'single-line', character: 'U+200B'},
    {text: 'Ana\u0000', shape: 'multi-line', character: 'U+0000'},
    {text: 'Ana\uD800', shape: 'single-line', character: 'U+D800'},
    {text: 'Ana\u{E0041}', shape: 'single-line', character: 'U+E0041'},
    {text: 'Ana\nTan', shape: 'single-line', character: 'U+000A'},
    {text: 'Ana\nTan', shape: 'multi-line', character: undefined},
    {text: 'க்\u200Cஷ', shape: 'single-line', character: undefined},
  ] as const)('%o', ({text, shape, character}) => {
    expect(refusedCharacter(text, shape)).toBe(character);
  });
});
