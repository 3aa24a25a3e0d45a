// Who makes a change, and a change as Activity keeps it: the two words every store of staff writes shares,
// in a file of their own so the stores that use them import no other store.

/** Who makes a change: the signed-in staff member. */
export type Actor = {id: string; email: string};

/** What a change did, for the answer: the record before and after. */
export type Change<T> = {before: T; after: T};

/** What a deleted account is called wherever a name is needed. */
export const DELETED_NAME = 'Deleted account';
