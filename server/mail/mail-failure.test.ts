// Why a mail could not be handed over, in words, and whether it is worth another try (issue 55): each
// error shaped as nodemailer gives it.
import {describe, expect, it} from 'vitest';
import {mailFailure} from './mail-failure.ts';

const error = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? '')), fields);

describe('mailFailure', () => {
  it.each([
    {
      failure: error({code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525'}),
      reason: 'the mail server refused the connection (is it running?)',
      retry: true,
    },
    {
      failure: error({code: 'ETIMEDOUT', message: 'Greeting never received'}),
      reason: 'the mail server did not answer in time',
      retry: true,
    },
    {
      failure: error({code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.nard.example'}),
      reason: 'the mail server’s name could not be found',
      retry: true,
    },
    {
      failure: error({
        code: 'EAUTH',
        responseCode: 535,
        response: '535 5.7.8 bad credentials',
        message: 'Invalid login',
      }),
      reason: 'the mail server refused our user name or password (SMTP_URL)',
      retry: true,
    },
    {
      failure: error({
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 no such user',
        message: 'Recipient rejected',
      }),
      reason: 'the mail server refused this mail (550 5.1.1 no such user)',
      retry: false,
    },
    {
      failure: error({
        code: 'EMESSAGE',
        responseCode: 554,
        response: '554 5.7.1 relay denied',
        message: 'no',
      }),
      reason: 'the mail server refused this mail (554 5.7.1 relay denied)',
      retry: true,
    },
    {
      failure: error({
        code: 'EENVELOPE',
        responseCode: 451,
        response: '451 4.7.1 greylisted',
        message: 'try later',
      }),
      reason: 'the mail server asked us to try later (451 4.7.1 greylisted)',
      retry: true,
    },
    {
      failure: error({code: 'ECONNECTION', message: 'Connection closed'}),
      reason: 'the connection to the mail server broke off',
      retry: true,
    },
    {failure: new Error('disk full'), reason: 'the mail could not be handed over (disk full)', retry: true},
  ])('$reason', ({failure, reason, retry}) => {
    expect(mailFailure(failure)).toEqual({reason, retry});
  });
});
