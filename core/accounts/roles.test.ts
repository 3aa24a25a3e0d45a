import {describe, expect, it} from 'vitest';
import {hasRole, isRole, ROLE_LABELS, roleLabel} from './roles.ts';

describe('roles', () => {
  it.each([
    ['user', 'user', true],
    ['user', 'staff', false],
    ['staff', 'staff', true],
    ['staff', 'admin', false],
    ['admin', 'staff', true],
    ['', 'user', true],
    ['', 'staff', false],
    ['root', 'staff', false],
  ] as const)('hasRole(%j, %j) is %j', (role, minimum, expected) => {
    expect(hasRole(role, minimum)).toBe(expected);
  });

  it('labels each role as the issue words it, and anything else as User', () => {
    expect(ROLE_LABELS).toEqual({user: 'User', staff: 'Staff', admin: 'Administrator'});
    expect(roleLabel('')).toBe('User');
    expect(roleLabel('admin')).toBe('Administrator');
    expect(isRole('Staff')).toBe(false);
  });
});
