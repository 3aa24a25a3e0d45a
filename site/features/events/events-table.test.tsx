import {cleanup, fireEvent, screen} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {PublicEvent} from '../../../core/api/index.ts';
import {signInAtom, signOutAtom} from '../../../core/atoms/index.ts';
import {api} from '../../lib/api.ts';
import {renderAt} from '../../lib/render-at.test-support.tsx';
import {EventsTable} from './events-table.tsx';

vi.mock('../../lib/api.ts', () => ({
  api: {getEvents: vi.fn(), getMyEvents: vi.fn(), getVolunteerEventNames: vi.fn()},
}));
const getEvents = vi.mocked(api.getEvents);
const getMyEvents = vi.mocked(api.getMyEvents);
const getNames = vi.mocked(api.getVolunteerEventNames);

const ROW: PublicEvent = {
  id: 'e1',
  type: 'work',
  date: '2025-03-07',
  description: 'Harvest day at the urban farm',
  venue: 'Ang Mo Kio',
  time: '9:00 am',
  task: 'Packing greens',
  signedUpCount: 3,
  ojtHours: 12,
  ojtTotal: 40,
  capacity: 3,
  openToBoth: false,
  placesLeft: 0,
  waitingCount: 2,
};

afterEach(() => {
  cleanup();
  getDefaultStore().set(signOutAtom);
  for (const mock of [getEvents, getMyEvents, getNames]) mock.mockReset();
});

const USER = {
  id: 'u1',
  fullName: 'Mei Lim',
  email: 'mei@example.com',
  role: 'user',
  phoneNumber: '',
  address: '',
  emailConfirmed: true,
  showFirstName: true,
};

describe('EventsTable', () => {
  it('shows the volunteer columns, US dates and zero-padded counts', async () => {
    getEvents.mockResolvedValue({success: true, statusCode: 200, events: [{...ROW, type: 'volunteer'}]});
    renderAt(<EventsTable type="volunteer" />);
    await screen.findByRole('table');
    expect(getEvents).toHaveBeenCalledWith('volunteer', expect.anything());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Serial No',
      'Date',
      'Event Description',
      'Venue',
      'Time',
      'Task',
      'Volunteers Needed',
      'Volunteers Sign Up',
      'Your place',
    ]);
    const cells = screen.getAllByRole('cell').map((td) => td.lastElementChild?.textContent);
    expect(cells.slice(0, 2)).toEqual(['01', '3/7/2025']);
    // Signed out: the places still open and the places taken, as figures; no names anywhere.
    expect(cells.slice(6, 8)).toEqual([
      '00 Volunteers needed for event 01',
      '03 Volunteers signed up for event 01',
    ]);
    expect(screen.queryByRole('button', {name: /show names/})).toBeNull();
    expect(getNames).not.toHaveBeenCalled();
  });

  it('signed in, lists who has a place on focus and tap, and hides the list on Escape', async () => {
    getDefaultStore().set(signInAtom, {user: USER, token: 'a', refreshToken: 'r'});
    getEvents.mockResolvedValue({success: true, statusCode: 200, events: [{...ROW, type: 'volunteer'}]});
    getMyEvents.mockResolvedValue({
      success: true,
      statusCode: 200,
      applicantType: 'volunteer',
      upcoming: [],
      past: [],
      ojt: {hoursDone: 0, hoursAwaitingApproval: 0, hoursTotal: 0},
    });
    getNames.mockResolvedValue({
      success: true,
      statusCode: 200,
      names: {e1: ['A volunteer', 'Mei', 'A volunteer']},
    });
    renderAt(<EventsTable type="volunteer" />);
    const count = await screen.findByRole('button', {name: /03 Volunteers signed up/});
    fireEvent.focus(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', {name: 'Volunteers signed up for event 01'});
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'A volunteer',
      'Mei',
      'A volunteer',
    ]);
    fireEvent.keyDown(count, {key: 'Escape'});
    expect(screen.queryByRole('list', {name: 'Volunteers signed up for event 01'})).toBeNull();
    fireEvent.click(count);
    expect(screen.getByRole('list', {name: 'Volunteers signed up for event 01'})).toBeTruthy();
  });

  it('signed in on the work table, still names nobody', async () => {
    getDefaultStore().set(signInAtom, {user: USER, token: 'a', refreshToken: 'r'});
    getEvents.mockResolvedValue({success: true, statusCode: 200, events: [ROW]});
    getMyEvents.mockResolvedValue({
      success: true,
      statusCode: 200,
      applicantType: 'work',
      upcoming: [],
      past: [],
      ojt: {hoursDone: 0, hoursAwaitingApproval: 0, hoursTotal: 0},
    });
    renderAt(<EventsTable type="work" />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', {name: /show names/})).toBeNull();
    expect(getNames).not.toHaveBeenCalled();
  });

  it('adds the OJT / Work column with hours (no public checkboxes) on the work table', async () => {
    getEvents.mockResolvedValue({success: true, statusCode: 200, events: [ROW]});
    renderAt(<EventsTable type="work" />);
    await screen.findByRole('columnheader', {name: 'On Job Training (OJT) / Work'});
    expect(screen.getByRole('columnheader', {name: 'Workers Sign Up'})).toBeTruthy();
    expect(screen.getByText('12/40 hours')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('signed out: says a full event plainly and offers Log in to sign up, back to this table', async () => {
    getEvents.mockResolvedValue({success: true, statusCode: 200, events: [ROW]});
    renderAt(<EventsTable type="work" />);
    expect(await screen.findByText('Full. 2 people are on the waiting list.')).toBeTruthy();
    const login = screen.getByRole('link', {
      name: 'Log in to sign up for event 01: Harvest day at the urban farm',
    });
    expect(login.getAttribute('href')).toBe('/log-in?next=%2Fwork-for-us-detail');
  });

  it('says so when the events cannot be loaded', async () => {
    getEvents.mockResolvedValue({success: false, statusCode: 0, message: 'Network error. Please try again.'});
    renderAt(<EventsTable type="volunteer" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Network error. Please try again.');
  });
});
