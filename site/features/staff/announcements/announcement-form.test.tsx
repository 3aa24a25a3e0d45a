// The console's announcement form with words in other languages (decision 032): shown again when editing,
// each field labelled with its language and typed in it, checked with the API's rules, sent by language.
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, expect, it, vi} from 'vitest';
import type {Announcement, Api} from '../../../../core/api/index.ts';
import {AnnouncementForm} from './announcement-form.tsx';

const send = vi.fn();
vi.mock('../../../lib/load-api.ts', () => ({loadApi: async () => ({send}) as unknown as Api}));

afterEach(() => {
  cleanup();
  send.mockReset();
});

const OPEN_DAY: Announcement = {
  id: '4',
  date: '2026-05-01',
  title: 'Open day',
  description: 'Come and see the farm.',
  translations: {zh: {title: '开放日', description: '欢迎来农场参观。'}},
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('shows the saved translations in their languages, checks a half-filled one, and sends them', async () => {
  const onSaved = vi.fn();
  send.mockResolvedValue({success: true, statusCode: 200, message: 'The announcement is saved.'});
  render(<AnnouncementForm announcement={OPEN_DAY} onClose={() => undefined} onSaved={onSaved} />);
  expect(field('Title in 中文').value).toBe('开放日');
  expect(field('Title in 中文').getAttribute('lang')).toBe('zh');
  expect(field('Description in 中文').value).toBe('欢迎来农场参观。');
  expect(field('Title in தமிழ்').value).toBe('');
  expect(field('Description in Bahasa Melayu').getAttribute('lang')).toBe('ms');

  fireEvent.change(field('Title in Bahasa Melayu'), {target: {value: 'Hari terbuka'}});
  fireEvent.click(screen.getByRole('button', {name: 'Save changes'}));
  expect(await screen.findByText('Description (Bahasa Melayu) is required.')).toBeTruthy();
  expect(send).not.toHaveBeenCalled();

  fireEvent.change(field('Description in Bahasa Melayu'), {target: {value: 'Datanglah.'}});
  fireEvent.click(screen.getByRole('button', {name: 'Save changes'}));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('The announcement is saved.'));
  expect(send.mock.calls[0]?.[0]).toMatchObject({
    method: 'put',
    path: 'staff/announcements/4',
    json: {
      date: '2026-05-01',
      title: 'Open day',
      description: 'Come and see the farm.',
      popup: 'no',
      translations: {
        zh: {title: '开放日', description: '欢迎来农场参观。'},
        ms: {title: 'Hari terbuka', description: 'Datanglah.'},
        ta: {title: '', description: ''},
      },
    },
  });
  expect(Object.keys(send.mock.calls[0]?.[0].json)).not.toContain('translations.zh.title');
});
