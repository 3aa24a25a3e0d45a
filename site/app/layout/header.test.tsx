import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import {afterEach, describe, expect, it} from 'vitest';
import {Router} from 'wouter';
import {memoryLocation} from 'wouter/memory-location';
import {signInAtom, signOutAtom} from '../../../core/atoms/index.ts';
import {AccountArea} from './account-area.tsx';
import {MobileMenu} from './mobile-menu.tsx';

afterEach(() => {
  cleanup();
  getDefaultStore().set(signOutAtom);
});

const inRouter = (ui: React.ReactNode) => <Router hook={memoryLocation({path: '/faq'}).hook}>{ui}</Router>;

describe('header account area', () => {
  it('signed out: Sign Up opens Sign Up As with Volunteer, Work For Us and Cancel', () => {
    render(inRouter(<AccountArea />));
    expect(screen.getByRole('link', {name: 'Log In'})).toBeTruthy();
    fireEvent.click(screen.getByRole('button', {name: 'Sign Up'}));
    expect(screen.getByRole('heading', {name: 'Sign Up As'})).toBeTruthy();
    for (const name of ['Volunteer', 'Work For Us']) expect(screen.getByRole('link', {name})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Cancel'})).toBeTruthy();
  });

  it('signed in: the profile menu, and it follows sign-out', async () => {
    const user = {
      id: 'u1',
      fullName: 'Ann Tan',
      email: 'ann@example.com',
      role: '',
      phoneNumber: '',
      address: '',
      emailConfirmed: true,
      showFirstName: false,
    };
    getDefaultStore().set(signInAtom, {user, token: 'a.b.c', refreshToken: 'r'});
    render(inRouter(<AccountArea />));
    // The menu is its own chunk: the signed-out buttons stay until it has loaded.
    const account = await screen.findByRole('button', {name: 'My account'});
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Profile', 'Volunteer', 'Work for Us'])
      expect(screen.getByRole('link', {name})).toBeTruthy();
    act(() => getDefaultStore().set(signOutAtom));
    expect(screen.getByRole('button', {name: 'Sign Up'})).toBeTruthy();
  });
});

// happy-dom's window is 1024 px wide, where the menu button is hidden by CSS, and it has no popovers: this
// checks the wiring; opening, Escape and focus are the browser's, walked in tests/e2e (site-keyboard, phones).
describe('mobile menu', () => {
  it('the button opens a popover holding the links, the account area and the languages', () => {
    render(inRouter(<MobileMenu />));
    const button = screen.getByRole('button', {name: 'Menu', hidden: true});
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-controls')).toBe(panel?.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    for (const name of ['Announcement', 'Log In', 'English'])
      expect(panel?.contains(screen.getByRole('link', {name, hidden: true}))).toBe(true);
  });
});
