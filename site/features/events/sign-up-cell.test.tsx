import {cleanup, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import type {PublicEvent} from '../../../core/api/index.ts';
import {renderAt} from '../../lib/render-at.test-support.tsx';
import {SignUpCell} from './sign-up-cell.tsx';

const WORK_EVENT: PublicEvent = {
  id: 'e1',
  type: 'work',
  date: '2099-03-07',
  description: 'Packing day at the roastery',
  venue: 'Jurong West',
  time: '9:00 am',
  task: 'Packing beans',
  signedUpCount: 0,
  ojtHours: 0,
  ojtTotal: 40,
  capacity: 4,
  openToBoth: false,
  placesLeft: 4,
  waitingCount: 0,
};

function renderCell(event: PublicEvent, applicantType: PublicEvent['type'] | null) {
  const props = {name: 'event 01', returnTo: '/work-for-us-detail', mine: undefined, onChanged: () => {}};
  renderAt(<SignUpCell event={event} signedIn applicantType={applicantType} {...props} />);
}

afterEach(cleanup);

describe('SignUpCell for a signed-in person', () => {
  it.each([
    {applicantType: 'work', openToBoth: false, offered: true},
    {applicantType: 'volunteer', openToBoth: true, offered: true},
    {applicantType: null, openToBoth: false, offered: true},
    {applicantType: 'volunteer', openToBoth: false, offered: false},
  ] as const)('a $applicantType applicant, open to both: $openToBoth -> Sign up offered: $offered', (row) => {
    renderCell({...WORK_EVENT, openToBoth: row.openToBoth}, row.applicantType);
    expect(screen.queryByRole('button', {name: /^Sign up/}) !== null).toBe(row.offered);
    expect(screen.queryByText('This event is for Work For Us applicants.') !== null).toBe(!row.offered);
  });
});
