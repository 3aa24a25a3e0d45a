// Accounts as every side knows them: the roles and a user as the API sends them.

export {hasRole, isRole, ROLE_LABELS, ROLES, type Role, roleLabel} from './roles.ts';
export type {User} from './user-record.ts';
