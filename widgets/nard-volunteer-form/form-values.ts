// The element's `type` attribute; the form's values and signup body come from core's application draft.
import type {ApplicantType} from '../../core/rules/index.ts';

/** Reads the `type` attribute; anything but 'work' is a volunteer. */
export function applicantType(attribute: string | null): ApplicantType {
  return attribute === 'work' ? 'work' : 'volunteer';
}
