import {describe, expect, it} from 'vitest';
import {readResetLink} from './reset-link.ts';

const token = 'QYRlBou5BclFXFQGz_Eri5FFblato-yA46f6Gz7DRHA';

describe('readResetLink', () => {
  it.each([
    {hash: `#email=ana%40nard.example&token=${token}`, link: {email: 'ana@nard.example', resetToken: token}},
    {hash: `email=ana%40nard.example&token=${token}`, link: {email: 'ana@nard.example', resetToken: token}},
    {hash: '', link: null},
    {hash: '#main', link: null},
    {hash: `#token=${token}`, link: null},
    {hash: '#email=ana%40nard.example&token=short', link: null},
  ])('$hash', ({hash, link}) => {
    expect(readResetLink(hash)).toEqual(link);
  });
});
