import {describe, expect, test} from 'vitest';
import {checkForm, type FieldErrors} from './check-form.ts';
import {contactRules} from './contact.ts';

const valid = {
  name: 'Wei Ling',
  email: 'weiling@nard.example',
  subject: 'Volunteering',
  message: 'Can I help on Saturdays?',
};

const cases: {data: Record<string, unknown>; errors: FieldErrors}[] = [
  {data: {}, errors: {}},
  {data: {subject: undefined}, errors: {}},
  {data: {name: ''}, errors: {name: 'Name is required'}},
  {data: {name: ' \n '}, errors: {name: 'Name is required'}},
  {data: {name: {first: 'Wei'}}, errors: {name: 'Name is required'}},
  {data: {name: 'n'.repeat(101)}, errors: {name: 'Name must be at most 100 characters.'}},
  {data: {email: ''}, errors: {email: 'Email is required'}},
  {data: {email: 7}, errors: {email: 'Email is required'}},
  {data: {email: 'weiling.nard.example'}, errors: {email: 'Email is invalid'}},
  {data: {email: `w@${'n'.repeat(260)}.example`}, errors: {email: 'Email is invalid'}},
  {data: {subject: 5}, errors: {subject: 'Subject must be text of at most 150 characters.'}},
  {data: {subject: 's'.repeat(151)}, errors: {subject: 'Subject must be text of at most 150 characters.'}},
  {data: {message: ''}, errors: {message: 'Message is required'}},
  {data: {message: null}, errors: {message: 'Message is required'}},
  {data: {message: 'm'.repeat(5001)}, errors: {message: 'Message must be at most 5000 characters.'}},
  {
    data: {name: '', email: '', message: ''},
    errors: {name: 'Name is required', email: 'Email is required', message: 'Message is required'},
  },
];

describe('contactRules', () => {
  test.each(cases)('%o', ({data, errors}) => {
    const result = checkForm(contactRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test.each([
    {data: {subject: undefined}, value: {...valid, subject: ''}},
    {data: {subject: null}, value: {...valid, subject: ''}},
    {data: {subject: '  Hello  ', name: ' Wei Ling '}, value: {...valid, subject: 'Hello'}},
    {data: {email: 'WeiLing@Nard.Example'}, value: valid},
    {data: {message: 'm'.repeat(5000)}, value: {...valid, message: 'm'.repeat(5000)}},
    {data: {message: 'Terima kasih 🙏 谢谢'}, value: {...valid, message: 'Terima kasih 🙏 谢谢'}},
  ])('accepts and cleans %o', ({data, value}) => {
    expect(checkForm(contactRules, {...valid, ...data})).toEqual({ok: true, value});
  });
});
