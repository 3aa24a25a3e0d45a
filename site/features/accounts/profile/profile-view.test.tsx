import {cleanup, fireEvent, screen, waitFor} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {AuthExpiredError} from '../../../../core/api/index.ts';
import {signInAtom, signOutAtom} from '../../../../core/atoms/index.ts';
import {api} from '../../../lib/api.ts';
import {renderAt, resetBrowserState, shownToasts} from '../../../lib/render-at.test-support.tsx';
import {ProfileView} from './profile-view.tsx';

// The profile also lists the person's events: none here, answered as the API would.
const NO_EVENTS = {
  success: true,
  statusCode: 200,
  applicantType: null,
  upcoming: [],
  past: [],
  ojt: {hoursDone: 0, hoursAwaitingApproval: 0, hoursTotal: 0},
};
// Its other sections read through api.send: answered as the API answers a member signed in on one device
// with no gifts yet; any other path is a 404, so a new section without an answer here shows its problem.
const SENT_ANSWERS: Record<string, object> = {
  'me/sessions': {
    sessions: [
      {
        id: 's1',
        browser: 'Chrome',
        system: 'Linux',
        firstSeen: '2026-11-01T08:00:00.000Z',
        lastSeen: '2026-11-27T08:00:00.000Z',
        current: true,
      },
    ],
  },
  'me/gifts': {gifts: [], addressConfirmed: true},
};
vi.mock('../../../lib/api.ts', () => ({
  api: {
    updateProfile: vi.fn(),
    logout: vi.fn(),
    getMyEvents: vi.fn(async () => NO_EVENTS),
    send: vi.fn(async ({path}: {path: string}) => {
      const answer = SENT_ANSWERS[path];
      return answer
        ? {success: true, statusCode: 200, ...answer}
        : {success: false, statusCode: 404, message: 'Not found'};
    }),
  },
}));
const updateProfile = vi.mocked(api.updateProfile);
const logout = vi.mocked(api.logout);
const store = getDefaultStore();
const USER = {
  id: 'u1',
  fullName: 'Ana Tan',
  email: 'ana@example.com',
  role: '',
  phoneNumber: '+6591234567',
  address: '',
  emailConfirmed: true,
  showFirstName: false,
};

beforeEach(() => {
  resetBrowserState();
  store.set(signInAtom, {user: USER, token: 'access', refreshToken: 'refresh'});
});
afterEach(() => {
  cleanup();
  updateProfile.mockReset();
  logout.mockReset();
});

describe('ProfileView', () => {
  it('sends signed-out visitors to log in and back', async () => {
    store.set(signOutAtom);
    const {history} = renderAt(<ProfileView />, '/profile');
    await waitFor(() => expect(history.at(-1)).toBe('/log-in?next=%2Fprofile'));
  });

  it('shows name, e-mail, phone, address and the role label User', () => {
    renderAt(<ProfileView />, '/profile');
    const terms = [...document.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['Name', 'Ana Tan'],
      ['Email', 'ana@example.com'],
      ['Phone', '+65 9123 4567'],
      ['Address', 'Not given yet'],
      ['Role', 'User'],
    ]);
  });

  it('Cancel leaves edit mode without sending, and focus returns to Edit Profile', () => {
    renderAt(<ProfileView />, '/profile');
    fireEvent.click(screen.getByRole('button', {name: 'Edit Profile'}));
    fireEvent.change(screen.getByLabelText('Full Name'), {target: {value: 'Someone Else'}});
    fireEvent.click(screen.getByRole('button', {name: 'Cancel'}));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Ana Tan')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', {name: 'Edit Profile'}));
  });

  it('saves edits through the API and leaves edit mode', async () => {
    updateProfile.mockResolvedValue({success: true, statusCode: 200, user: {...USER, address: '1 Farm Way'}});
    renderAt(<ProfileView />, '/profile');
    fireEvent.click(screen.getByRole('button', {name: 'Edit Profile'}));
    fireEvent.change(screen.getByLabelText('Address'), {target: {value: '1 Farm Way'}});
    // The language of our mails: the page's (English here) until the person chooses another.
    fireEvent.change(screen.getByLabelText('Language of our e-mails'), {target: {value: 'ta'}});
    fireEvent.click(screen.getByRole('button', {name: 'Save'}));
    expect(shownToasts()).toEqual([{kind: 'loading', text: 'Saving your profile...'}]);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Edit Profile'})).toBeTruthy());
    expect(updateProfile).toHaveBeenCalledWith({
      fullName: 'Ana Tan',
      phoneNumber: '+6591234567',
      address: '1 Farm Way',
      language: 'ta',
    });
    expect(shownToasts()).toEqual([{kind: 'success', text: 'Your profile is saved.'}]);
  });

  it('when the session cannot be refreshed, says so and sends the user to log in', async () => {
    updateProfile.mockRejectedValue(new AuthExpiredError('Invalid refresh token', 401));
    const {history} = renderAt(<ProfileView />, '/profile');
    fireEvent.click(screen.getByRole('button', {name: 'Edit Profile'}));
    fireEvent.click(screen.getByRole('button', {name: 'Save'}));
    await waitFor(() => expect(history.at(-1)).toBe('/log-in?next=%2Fprofile'));
    expect(shownToasts()).toEqual([{kind: 'error', text: 'Your session has ended. Please log in again.'}]);
  });

  it('logs out through the API and goes to /log-in', async () => {
    logout.mockResolvedValue({success: true, statusCode: 200, message: 'Logged out'});
    const {history} = renderAt(<ProfileView />, '/profile');
    fireEvent.click(screen.getByRole('button', {name: 'Log Out'}));
    await waitFor(() => expect(history).toContain('/log-in'));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
