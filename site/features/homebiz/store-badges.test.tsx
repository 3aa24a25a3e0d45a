import {cleanup, render, screen} from '@testing-library/react';
import {afterEach, expect, it} from 'vitest';
import {hasStoreLink, StoreBadges} from './store-badges.tsx';

afterEach(cleanup);

it('links each configured store', () => {
  render(
    <StoreBadges
      links={{appStore: 'https://apps.apple.com/sg/app/x', googlePlay: 'https://play.google.com/x'}}
    />,
  );
  expect(screen.getByRole('link', {name: 'Download on the App Store'}).getAttribute('href')).toBe(
    'https://apps.apple.com/sg/app/x',
  );
  expect(screen.getByRole('link', {name: 'Get it on Google Play'}).getAttribute('href')).toBe(
    'https://play.google.com/x',
  );
  expect(screen.queryByText(/coming soon/)).toBeNull();
});

it('says coming soon, as text and not a link, for a store that is not configured', () => {
  render(<StoreBadges links={{appStore: null, googlePlay: 'https://play.google.com/x'}} />);
  expect(screen.getByText('App Store: coming soon').closest('a')).toBeNull();
  expect(screen.queryByRole('link', {name: /App Store/})).toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

it.each([
  [{appStore: null, googlePlay: null}, false],
  [{appStore: 'https://apps.apple.com/x', googlePlay: null}, true],
  [{appStore: null, googlePlay: 'https://play.google.com/x'}, true],
])('hasStoreLink(%o) is %s', (links, expected) => {
  expect(hasStoreLink(links)).toBe(expected);
});
