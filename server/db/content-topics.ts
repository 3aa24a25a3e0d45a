// What a content write touched and what a cached answer depends on, in words every layer may use.

/**
 * What a content write touched and what a cached answer depends on: a sign-up (events) must not rebuild
 * the 20,000-row contributors answer. The ledgers also show project titles, so they depend on 'projects'.
 */
export type ContentTopic =
  | 'projects'
  | 'contributors'
  | 'expenditures'
  | 'audit-reports'
  | 'announcements'
  | 'events';

/** Every topic, for a change whose topics are unknown (another process's commit to a SQLite file). */
export const CONTENT_TOPICS: readonly ContentTopic[] = [
  'projects',
  'contributors',
  'expenditures',
  'audit-reports',
  'announcements',
  'events',
];
