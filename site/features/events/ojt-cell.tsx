// The work table's 'On Job Training (OJT) / Work' cell: the event's OJT hours done of its total. The two
// checkboxes the original showed are staff records now (attended, hours approved: decision 015), kept
// in the console, so the public cell only reads.
import {eventsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';

type OjtCellProps = {ojtHours: number; ojtTotal: number};

/** Hours of on-job training done out of the total. */
export function OjtCell({ojtHours, ojtTotal}: OjtCellProps) {
  return <span>{pageWords(eventsBook)('ojtHours', {done: ojtHours, total: ojtTotal})}</span>;
}
