// The three roles (DECISIONS.md): what the profile calls them and who may open the staff console.
// The server checks every staff call itself; these only decide what the site shows.

/** A role as the API sends it; an account without a role is a `user`. */
export type Role = 'user' | 'staff' | 'admin';

const LABELS: Record<Role, string> = {user: 'User', staff: 'Staff', admin: 'Administrator'};

/** The role of a stored or fetched user; anything unknown (or '') counts as `user`. */
export function roleOf(user: {role?: string} | null | undefined): Role {
  const role = user?.role;
  return role === 'staff' || role === 'admin' ? role : 'user';
}

/** 'User', 'Staff' or 'Administrator'. */
export function roleLabel(user: {role?: string} | null | undefined): string {
  return LABELS[roleOf(user)];
}

/** True for staff and administrators: they see 'Staff console' and may open /staff. */
export function isStaff(user: {role?: string} | null | undefined): boolean {
  return roleOf(user) !== 'user';
}
