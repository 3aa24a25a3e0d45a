// The site settings staff manage: partner origins (which pages may send the volunteer form), uploaded
// audit report PDFs (bytes kept in the database so every instance serves them), and project goals.
// Writes record an activity row in the same transaction and, for public content, move contentVersion().
import type {AnchorProject, AuditReport} from '../../../core/content/index.ts';
import type {PartnerOrigin} from '../../../core/staff/index.ts';
import type {Actor, Change} from '../../db/actor.ts';

/** The public link of an uploaded report's PDF. */
export function uploadedReportUrl(year: number): string {
  return `/audit/uploaded-${year}.pdf`;
}

export type SiteSettingsStore = {
  /** Adds each origin unless it is present or was removed by staff (PARTNER_ORIGINS only seeds). */
  seedPartnerOrigins(origins: readonly string[], now: number): Promise<void>;
  /** The origins in use, oldest first. */
  listPartnerOrigins(): Promise<PartnerOrigin[]>;
  /** True when the origin is listed and not removed; read on every partner write, so changes work at once. */
  isPartnerOrigin(origin: string): Promise<boolean>;
  /** Adds (or restores) an origin; `added` is false when it was already in use. */
  addPartnerOrigin(
    origin: string,
    actor: Actor,
    now: number,
  ): Promise<{added: boolean; origin: PartnerOrigin}>;
  /** Removes an origin; null when it was not in use. */
  removePartnerOrigin(origin: string, actor: Actor, now: number): Promise<PartnerOrigin | null>;

  /** Stores (or replaces) the PDF of a year; the report's url becomes {@link uploadedReportUrl}. */
  saveAuditReport(
    report: {year: number; pdf: Uint8Array},
    actor: Actor,
    now: number,
  ): Promise<Change<AuditReport | null>>;
  /** Removes a year's report (uploaded or linked); null when there was none. */
  deleteAuditReport(year: number, actor: Actor, now: number): Promise<AuditReport | null>;
  /** The uploaded PDF of a year, or null. */
  readAuditPdf(year: number): Promise<Uint8Array | null>;

  /** Sets an anchor project's goal (cents, or null: none). Null when no such project. */
  changeProjectGoal(
    id: string,
    goalCents: number | null,
    actor: Actor,
    now: number,
  ): Promise<Change<AnchorProject> | null>;
};
