// First start: fills an empty database with the seed rows, in one transaction so a crash cannot leave half a seed.
import type {Store} from '../store.ts';
import {SEED_ANNOUNCEMENTS} from './announcements.ts';
import {SEED_AUDIT_REPORTS} from './audit-reports.ts';
import {SEED_CONTRIBUTORS, SEED_EXPENDITURES} from './contributions.ts';
import {SEED_VOLUNTEER_EVENTS, SEED_WORK_EVENTS} from './events.ts';
import {SEED_PROJECTS} from './projects.ts';

/** Keeps the anchor projects in step with core/content (a goal not yet set gets its seed goal), then seeds content if none exists. Returns true if seeded. */
export async function seedContent(store: Store): Promise<boolean> {
  await store.upsertAnchorProjects(SEED_PROJECTS);
  // Checked again inside the write: another instance may be seeding the same database right now.
  if (!(await store.isContentEmpty())) return false;
  const written = await store.importContent(
    [
      {kind: 'contributors', rows: SEED_CONTRIBUTORS},
      {kind: 'expenditures', rows: SEED_EXPENDITURES},
      {kind: 'announcements', rows: SEED_ANNOUNCEMENTS},
      {kind: 'events', rows: [...SEED_VOLUNTEER_EVENTS, ...SEED_WORK_EVENTS]},
      {kind: 'audit-reports', rows: SEED_AUDIT_REPORTS},
    ],
    {replace: false, onlyIfEmpty: true},
  );
  return written > 0;
}
