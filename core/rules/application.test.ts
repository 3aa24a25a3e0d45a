import {describe, expect, test} from 'vitest';
import {applicationRules, signupRules} from './application.ts';
import {checkForm, type FieldErrors} from './check-form.ts';
import {REGIONS} from './regions.ts';

const PASSWORD_RULE = 'Password must be 6+ chars with uppercase, lowercase, number & symbol.';

const valid = {
  fullName: 'Siti Rahman',
  age: '26-35',
  email: 'siti@nard.example',
  password: 'Grow4u!',
  region: 'northEast',
  city: 'Ang Mo Kio',
  phoneNumber: '+65 9123 4567',
  emergencyContact: '+65 8123 4567',
  profession: 'Urban farming',
};

const failures: {name: string; data: Record<string, unknown>; errors: FieldErrors}[] = [
  {name: 'missing full name', data: {fullName: undefined}, errors: {fullName: 'Full Name is required'}},
  {name: 'blank full name', data: {fullName: '   '}, errors: {fullName: 'Full Name is required'}},
  {name: 'full name as a number', data: {fullName: 42}, errors: {fullName: 'Full Name is required'}},
  {name: 'full name as an array', data: {fullName: ['Siti']}, errors: {fullName: 'Full Name is required'}},
  {
    name: 'full name over 100 characters',
    data: {fullName: 'a'.repeat(101)},
    errors: {fullName: 'Full Name must be at most 100 characters.'},
  },
  {name: 'empty age', data: {age: ''}, errors: {age: 'Age must be 18 or older'}},
  {name: 'age under 18', data: {age: '16'}, errors: {age: 'Age must be 18 or older'}},
  {name: 'age as a number', data: {age: 30}, errors: {age: 'Age must be 18 or older'}},
  {name: 'age null', data: {age: null}, errors: {age: 'Age must be 18 or older'}},
  {name: 'email without domain', data: {email: 'siti@'}, errors: {email: 'Valid email is required'}},
  {name: 'email without dot', data: {email: 'siti@nard'}, errors: {email: 'Valid email is required'}},
  {
    name: 'email with a space',
    data: {email: 'siti rahman@nard.example'},
    errors: {email: 'Valid email is required'},
  },
  {name: 'email with two @', data: {email: 'siti@@nard.example'}, errors: {email: 'Valid email is required'}},
  {name: 'email missing', data: {email: undefined}, errors: {email: 'Valid email is required'}},
  {
    name: 'email over 254 characters',
    data: {email: `${'a'.repeat(250)}@nard.example`},
    errors: {email: 'Valid email is required'},
  },
  {name: 'password too short', data: {password: 'Gr4u!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password without uppercase', data: {password: 'grow4u!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password without lowercase', data: {password: 'GROW4U!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password without digit', data: {password: 'Growup!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password without symbol', data: {password: 'Grow4us'}, errors: {password: PASSWORD_RULE}},
  {name: 'password with a space', data: {password: 'Grow 4u!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password with a leading space', data: {password: ' Grow4u!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password with another symbol', data: {password: 'Grow4u#!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password with unicode letters', data: {password: 'Grôw4u!'}, errors: {password: PASSWORD_RULE}},
  {name: 'password as a number', data: {password: 123456}, errors: {password: PASSWORD_RULE}},
  {
    name: 'password over 128 characters',
    data: {password: `Aa1!${'a'.repeat(125)}`},
    errors: {password: 'Password must be at most 128 characters.'},
  },
  {name: 'empty profession', data: {profession: ''}, errors: {profession: 'Profession/Interest is required'}},
  {
    name: 'profession over 100 characters',
    data: {profession: 'p'.repeat(101)},
    errors: {profession: 'Profession/Interest must be at most 100 characters.'},
  },
  {
    name: 'empty region (city then has no region)',
    data: {region: ''},
    errors: {region: 'Region is required', city: 'City is required'},
  },
  {
    name: 'unknown region',
    data: {region: 'south'},
    errors: {region: 'Region is required', city: 'City is required'},
  },
  {
    name: 'inherited property name as region',
    data: {region: 'toString'},
    errors: {region: 'Region is required', city: 'City is required'},
  },
  {name: 'empty city', data: {city: ''}, errors: {city: 'City is required'}},
  {name: 'city of another region', data: {city: 'Tampines'}, errors: {city: 'City is required'}},
  {name: 'city in the wrong case', data: {city: 'ang mo kio'}, errors: {city: 'City is required'}},
  {
    name: 'phone number over 20 characters',
    data: {phoneNumber: '9'.repeat(21)},
    errors: {phoneNumber: 'Phone Number must be text of at most 20 characters.'},
  },
  {
    name: 'emergency contact as a number',
    data: {emergencyContact: 91234567},
    errors: {emergencyContact: 'Emergency Contact must be text of at most 20 characters.'},
  },
];

describe('applicationRules', () => {
  test.each(failures)('$name', ({data, errors}) => {
    const result = checkForm(applicationRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test('an empty form gets every required message at once', () => {
    const result = checkForm(applicationRules, {});
    expect(result.ok ? {} : result.errors).toEqual({
      fullName: 'Full Name is required',
      age: 'Age must be 18 or older',
      email: 'Valid email is required',
      password: PASSWORD_RULE,
      region: 'Region is required',
      city: 'City is required',
      profession: 'Profession/Interest is required',
    });
  });

  const accepted: {name: string; data: Record<string, unknown>; value: Record<string, unknown>}[] = [
    {name: 'a complete form', data: {}, value: valid},
    {
      name: 'trims text and trims and lower-cases the email',
      data: {
        fullName: '  Siti Rahman ',
        email: '  Siti@NARD.Example ',
        city: ' Ang Mo Kio ',
        region: ' northEast',
      },
      value: valid,
    },
    {
      name: 'missing or null phone numbers become empty strings',
      data: {phoneNumber: undefined, emergencyContact: null},
      value: {...valid, phoneNumber: '', emergencyContact: ''},
    },
    {name: 'drops unknown fields', data: {role: 'admin', isAdmin: true}, value: valid},
    {
      name: 'unicode names',
      data: {fullName: 'Nurul Ḥusna 陈'},
      value: {...valid, fullName: 'Nurul Ḥusna 陈'},
    },
    {name: 'every allowed symbol', data: {password: 'aA1@$!%*?&'}, value: {...valid, password: 'aA1@$!%*?&'}},
    {name: 'the oldest age option', data: {age: '46&above'}, value: {...valid, age: '46&above'}},
  ];

  test.each(accepted)('accepts $name', ({data, value}) => {
    expect(checkForm(applicationRules, {...valid, ...data})).toEqual({ok: true, value});
  });

  test.each(Object.entries(REGIONS))('every city of %s is accepted with its region', (region, cities) => {
    for (const city of cities) {
      expect(checkForm(applicationRules, {...valid, region, city}).ok).toBe(true);
    }
  });
});

describe('signupRules', () => {
  const cases: {data: Record<string, unknown>; errors: FieldErrors}[] = [
    {data: {type: 'volunteer'}, errors: {}},
    {data: {type: 'work'}, errors: {}},
    {data: {type: 'admin'}, errors: {type: 'Please choose Volunteer or Work For Us.'}},
    {data: {type: undefined}, errors: {type: 'Please choose Volunteer or Work For Us.'}},
    {data: {type: 1}, errors: {type: 'Please choose Volunteer or Work For Us.'}},
    {data: {type: 'work', email: 'nope'}, errors: {email: 'Valid email is required'}},
  ];

  test.each(cases)('$data.type -> $errors', ({data, errors}) => {
    const result = checkForm(signupRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
