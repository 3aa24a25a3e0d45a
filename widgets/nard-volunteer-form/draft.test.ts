import {beforeEach, describe, expect, it} from 'vitest';
import {EMPTY_APPLICATION} from '../../core/rules/index.ts';
import {loadDraft, newIdempotencyKey, restoreDraft, saveDraft} from './draft.ts';

const values = {...EMPTY_APPLICATION, fullName: 'Mei Ling', email: 'mei@example.org', password: 'Secret@1'};

beforeEach(() => sessionStorage.clear());

describe('draft', () => {
  it.each([
    {change: {password: 'Other@22'}, sameKey: true},
    {change: {}, sameKey: true},
    {change: {email: 'other@example.org'}, sameKey: false},
    {change: {city: 'Bedok'}, sameKey: false},
  ])('after changing $change the key is kept: $sameKey', ({change, sameKey}) => {
    const first = saveDraft('volunteer', values);
    const second = saveDraft('volunteer', {...values, ...change});
    expect(second === first).toBe(sameKey);
  });

  it('never stores the password', () => {
    saveDraft('work', values);
    expect(JSON.stringify(loadDraft('work'))).not.toContain('Secret@1');
  });

  it('reads a broken draft as none', () => {
    sessionStorage.setItem('nard-volunteer-form:draft:volunteer', '{not json');
    expect(loadDraft('volunteer')).toBeNull();
  });

  it('makes v4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('restoreDraft', () => {
  const saved = {fullName: 'Ahmad Tan', region: 'west', city: 'Clementi', email: 'ahmad@example.org'};

  it('fills the empty fields and keeps what was typed before it was read', () => {
    const typed = {...EMPTY_APPLICATION, fullName: 'Ahmad T'};
    expect(restoreDraft(typed, saved)).toEqual({
      ...EMPTY_APPLICATION,
      fullName: 'Ahmad T',
      region: 'west',
      city: 'Clementi',
      email: 'ahmad@example.org',
    });
  });

  it('drops the saved city when another region was chosen meanwhile', () => {
    const typed = {...EMPTY_APPLICATION, region: 'east'};
    expect(restoreDraft(typed, saved)).toMatchObject({region: 'east', city: ''});
  });

  it('ignores fields the form does not have and values that are not text', () => {
    const odd = {...saved, isAdmin: 'yes', age: 5} as unknown as typeof saved;
    expect(restoreDraft(EMPTY_APPLICATION, odd)).not.toHaveProperty('isAdmin');
    expect(restoreDraft(EMPTY_APPLICATION, odd).age).toBe('');
  });
});
