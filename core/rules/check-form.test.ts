import {array, object} from 'superstruct';
import {describe, expect, test} from 'vitest';
import {checkForm, FORM_ERROR_KEY} from './check-form.ts';
import {contactRules} from './contact.ts';
import {requiredText} from './fields.ts';
import {loginRules} from './login.ts';

const FORM_ERROR = {ok: false, errors: {[FORM_ERROR_KEY]: 'Please send the form as a set of named fields.'}};

describe('checkForm', () => {
  test.each([
    {data: null},
    {data: undefined},
    {data: 'email=ana@nard.example'},
    {data: 42},
    {data: true},
    {data: []},
    {data: [{email: 'ana@nard.example', password: 'x'}]},
  ])('gives one form-level error for $data', ({data}) => {
    expect(checkForm(loginRules, data)).toEqual(FORM_ERROR);
  });

  test.each([
    {data: JSON.parse('{"__proto__": {"admin": true}, "email": "ana@nard.example", "password": "p"}')},
    {data: {constructor: 'x', toString: 1, hasOwnProperty: null, email: 'ana@nard.example', password: 'p'}},
  ])('strips inherited property names instead of failing on them ($data)', ({data}) => {
    const result = checkForm(loginRules, data);
    expect(result).toEqual({ok: true, value: {email: 'ana@nard.example', password: 'p'}});
    if (result.ok) expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  test("does not change the caller's object", () => {
    const data = {email: ' Ana@Nard.Example ', password: 'p', extra: 1};
    checkForm(loginRules, data);
    expect(data).toEqual({email: ' Ana@Nard.Example ', password: 'p', extra: 1});
  });

  test('keeps only the first message of each field, in field order', () => {
    const result = checkForm(contactRules, {email: 'bad', name: '', message: ''});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(['name', 'email', 'message']);
      expect(result.errors.email).toBe('Email is invalid');
    }
  });

  test('survives a very long hostile email in linear time', () => {
    const hostile = `${'a.'.repeat(50_000)}@${'b.'.repeat(50_000)}`;
    const started = performance.now();
    const result = checkForm(loginRules, {email: hostile, password: 'p'});
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.ok ? {} : result.errors).toEqual({email: 'Email Address is invalid'});
  });

  test('names a nested field by its path and a list item by its list', () => {
    const rules = object({
      tax: object({
        id: requiredText('id', {required: 'Enter the ID.', max: {length: 9, message: 'Too long.'}}),
      }),
      names: array(requiredText('name', {required: 'Enter a name.', max: {length: 9, message: 'Too long.'}})),
    });
    expect(checkForm(rules, {tax: {id: ''}, names: ['Ana', '']})).toEqual({
      ok: false,
      errors: {'tax.id': 'Enter the ID.', names: 'Enter a name.'},
    });
  });
});
