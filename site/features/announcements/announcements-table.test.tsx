// A record's words in the reader's language when staff gave them, else the English marked lang="en"
// (decision 032): contentIn chooses, InLanguage marks.
import {cleanup, render, screen} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import type {Announcement} from '../../../core/api/index.ts';
import {loadBooks} from '../../../core/i18n/index.ts';
import {setPageLanguage} from '../../lib/page-language.ts';
import {AnnouncementsTable} from './announcements-table.tsx';

const LIST: Announcement[] = [
  {
    id: '2',
    date: '2026-05-01',
    title: 'Open day',
    description: 'Come and see **the farm**.',
    translations: {zh: {title: '开放日', description: '欢迎来**农场**参观。'}},
  },
  {id: '1', date: '2026-04-01', title: 'New hours', description: 'We open at 9.'},
];

const titleCell = (text: string) => screen.getByText(text).closest('td')!;
const detailsOf = (id: string) => document.getElementById(`announcement-${id}`)!;

afterEach(cleanup);

describe('the announcements table on a 中文 page', () => {
  beforeAll(async () => {
    setPageLanguage('zh');
    await loadBooks('zh');
  });
  afterAll(() => setPageLanguage('en'));

  it('shows the Chinese words unmarked where staff gave them', () => {
    render(<AnnouncementsTable announcements={LIST} />);
    expect(titleCell('开放日').querySelector('[lang]')).toBeNull();
    expect(detailsOf('2').textContent).toBe('欢迎来农场参观。');
    expect(detailsOf('2').querySelector('[lang]')).toBeNull();
    expect(screen.queryByText('Open day')).toBeNull();
  });

  it('shows the English marked lang="en" where they did not', () => {
    render(<AnnouncementsTable announcements={LIST} />);
    expect(screen.getByText('New hours').getAttribute('lang')).toBe('en');
    expect(detailsOf('1').querySelector('div[lang="en"]')?.textContent).toBe('We open at 9.');
  });
});

describe('the announcements table on an English page', () => {
  it('shows the English as before, with no lang marks', () => {
    render(<AnnouncementsTable announcements={LIST} />);
    expect(titleCell('Open day').textContent).toContain('Open day');
    expect(screen.queryByText('开放日')).toBeNull();
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
