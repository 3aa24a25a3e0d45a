import {cleanup, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderAt, resetBrowserState} from '../../lib/render-at.test-support.tsx';
import {AnnouncementDialog} from './announcement-dialog.tsx';

// The dialog reads the public answer with a plain fetch; the test answers it as the server would.
const getAnnouncements = vi.fn();
vi.stubGlobal('fetch', async (url: string) => {
  expect(url).toBe('/api/announcements');
  return new Response(JSON.stringify(await getAnnouncements()), {status: 200});
});
const row = (id: string, title: string, popup: boolean) => ({
  id,
  date: '2026-11-16',
  title,
  description: `About **${title}**`,
  popup,
});

beforeEach(resetBrowserState);
afterEach(() => {
  cleanup();
  getAnnouncements.mockReset();
});

describe('the home pop-up (issue 20)', () => {
  it('shows the announcement staff chose, drawn like the page', async () => {
    getAnnouncements.mockResolvedValue({
      success: true,
      statusCode: 200,
      announcements: [row('1', 'Open day', false), row('2', 'New hours', true)],
    });
    renderAt(<AnnouncementDialog />, '/');
    expect(await screen.findByRole('heading', {name: 'New hours'})).toBeTruthy();
    expect(screen.getByText('New hours', {selector: 'strong'})).toBeTruthy();
    expect(screen.queryByText('Open day')).toBeNull();
  });

  it('shows nothing when staff chose none', async () => {
    getAnnouncements.mockResolvedValue({
      success: true,
      statusCode: 200,
      announcements: [row('1', 'Open day', false)],
    });
    renderAt(<AnnouncementDialog />, '/');
    await vi.waitFor(() => expect(getAnnouncements).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('nard_announcement_seen')).toBeNull();
  });
});
