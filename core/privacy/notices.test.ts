// The notice wordings (issue 24): the forms show the current one, and every consent record names one.
import {describe, expect, it} from 'vitest';
import {PLEDGE_FORM_WORDS} from '../donate/index.ts';
import {APPLICATION_WORDS} from '../rules/index.ts';
import {currentNotice, NOTICE_WORDINGS, noticeById} from './notices.ts';

describe('notice wordings', () => {
  it('are what the application and the gift forms show today', () => {
    expect(currentNotice('application').text).toBe(APPLICATION_WORDS.privacy);
    expect(currentNotice('gift-tax').text).toBe(PLEDGE_FORM_WORDS.consent);
  });
  it('have unique ids and dates in order', () => {
    expect(new Set(NOTICE_WORDINGS.map((notice) => notice.id)).size).toBe(NOTICE_WORDINGS.length);
    const dates = NOTICE_WORDINGS.map((notice) => notice.since);
    expect(dates.every((date) => /^\d{4}-\d\d-\d\d$/.test(date))).toBe(true);
    expect(noticeById('application-2026-11-26')?.form).toBe('application');
    expect(noticeById('nope')).toBeNull();
  });
});
