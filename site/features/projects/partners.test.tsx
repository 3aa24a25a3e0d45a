// The partners' details are HTML in the projects book: the English as it always was, the other languages
// with the same tags, and the names (kept in English) marked lang="en" on those pages.
import {cleanup, render, screen} from '@testing-library/react';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {loadBooks} from '../../../core/i18n/index.ts';
import {setPageLanguage} from '../../lib/page-language.ts';
import {SafeHtml} from '../../ui/safe-html.tsx';
import {Partners} from './partners.tsx';

afterEach(cleanup);

describe('the partners on an English page', () => {
  it('shows the details as they were written, names unmarked', () => {
    const written = render(
      <SafeHtml html="<p>Mountbatten Vocational School prepares <strong>young people</strong> for work. Its students join our courses.</p>" />,
    ).container.innerHTML;
    cleanup();
    render(<Partners />);
    expect(screen.getByText('young people').closest('li')!.innerHTML).toContain(written);
    expect(screen.getByText('Vocational school')).toBeTruthy();
    expect(document.querySelector('[lang]')).toBeNull();
  });
});

describe('the partners on a தமிழ் page', () => {
  beforeAll(async () => {
    setPageLanguage('ta');
    await loadBooks('ta');
  });
  afterAll(() => setPageLanguage('en'));

  it('shows the kinds and details in Tamil, and the names marked as English', () => {
    render(<Partners />);
    expect(screen.getByText('இளைஞர்களை').tagName).toBe('STRONG');
    expect(screen.getByText('தொழிற்கல்விப் பள்ளி')).toBeTruthy();
    expect(screen.getByRole('heading', {name: 'BlueAcres'}).getAttribute('lang')).toBe('en');
    expect(screen.queryByText('young people')).toBeNull();
  });
});
