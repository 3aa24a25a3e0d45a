// Who may do what: every account has one role. Staff work in the console; administrators also manage
// roles and partner sites (DECISIONS.md, "Decided after the first build").

/** The roles, least to most trusted. */
export const ROLES = ['user', 'staff', 'admin'] as const;

/** One account's role. */
export type Role = (typeof ROLES)[number];

/** What the profile and the console show for each role. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: 'User',
  staff: 'Staff',
  admin: 'Administrator',
};

/** True when `value` is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * True when `role` is `minimum` or more trusted. Anything that is not a role (an old '' value) counts as `user`.
 * @example hasRole('admin', 'staff') // true
 */
export function hasRole(role: string, minimum: Role): boolean {
  const rank = ROLES.indexOf(isRole(role) ? role : 'user');
  return rank >= ROLES.indexOf(minimum);
}

/** The label for a stored role; an unknown value reads as 'User'. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[isRole(role) ? role : 'user'];
}
