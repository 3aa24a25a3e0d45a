import {render} from 'preact';
import {expect, it} from 'vitest';
import {markupOf, SAMPLE_MARKUP, SAMPLE_SOURCE} from '../../tests/support/announcement-text-sample.ts';
import {AnnouncementText} from './announcement-text.tsx';

it('draws the announcement subset as the site does (issue 20)', () => {
  const container = document.createElement('div');
  render(<AnnouncementText source={SAMPLE_SOURCE} />, container);
  expect(markupOf(container.firstElementChild!)).toBe(SAMPLE_MARKUP);
});
