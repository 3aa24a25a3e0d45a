// The training steps take their months from core/content TRAINING, the courses their names from COURSES by
// key: the English as it was, the other languages from the discover book.
import {cleanup, screen} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {loadBooks} from '../../../core/i18n/index.ts';
import {setPageLanguage} from '../../lib/page-language.ts';
import {renderAt} from '../../lib/render-at.test-support.tsx';
import {DiscoverPage} from './discover-page.tsx';

afterEach(cleanup);

describe('the discover page in English', () => {
  it('says the months and the courses as before', () => {
    renderAt(<DiscoverPage />, '/discover');
    expect(screen.getByRole('heading', {name: '1. A 2-month trial'})).toBeTruthy();
    expect(screen.getByRole('heading', {name: '2. A 6-month internship'})).toBeTruthy();
    expect(screen.getByText('Hosting Events for Challenges')).toBeTruthy();
  });
});

describe('the discover page in 中文', () => {
  beforeAll(async () => {
    setPageLanguage('zh');
    await loadBooks('zh');
  });
  afterAll(() => setPageLanguage('en'));

  it('says the months and the courses in Chinese', () => {
    renderAt(<DiscoverPage />, '/discover');
    expect(screen.getByRole('heading', {name: '1. 2 个月的试用期'})).toBeTruthy();
    expect(screen.getByText('水耕种植')).toBeTruthy();
    expect(screen.queryByText('Hydroponic Farming')).toBeNull();
  });
});
