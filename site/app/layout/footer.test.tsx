import {cleanup, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {Router} from 'wouter';
import {memoryLocation} from 'wouter/memory-location';
import {Footer, socialLinks} from './footer.tsx';

afterEach(cleanup);

const NONE = {facebook: null, instagram: null, linkedin: null};
const inRouter = (ui: React.ReactNode) => <Router hook={memoryLocation({path: '/'}).hook}>{ui}</Router>;

describe('footer social links', () => {
  it('shows "Follow us" with only the configured profiles', () => {
    render(
      inRouter(
        <Footer
          social={{
            ...NONE,
            facebook: 'https://www.facebook.com/nard',
            linkedin: 'https://www.linkedin.com/company/nard',
          }}
        />,
      ),
    );
    const heading = screen.getByRole('heading', {name: 'Follow us'});
    const column = heading.parentElement!;
    const links = within(column).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://www.facebook.com/nard'],
      ['LinkedIn', 'https://www.linkedin.com/company/nard'],
    ]);
  });

  it('leaves the section out when no profile is configured', () => {
    render(inRouter(<Footer social={NONE} />));
    expect(screen.queryByRole('heading', {name: 'Follow us'})).toBeNull();
    for (const name of ['Facebook', 'Instagram', 'LinkedIn'])
      expect(screen.queryByRole('link', {name})).toBeNull();
    // The other columns stay.
    expect(screen.getByRole('heading', {name: 'Get Involved'})).toBeTruthy();
  });

  it('socialLinks keeps a fixed order and drops null links', () => {
    expect(socialLinks({facebook: null, instagram: 'https://instagram.com/nard', linkedin: null})).toEqual([
      {href: 'https://instagram.com/nard', label: 'Instagram'},
    ]);
  });
});
