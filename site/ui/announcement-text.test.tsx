import {cleanup, render} from '@testing-library/react';
import {afterEach, expect, it} from 'vitest';
import {markupOf, SAMPLE_MARKUP, SAMPLE_SOURCE} from '../../tests/support/announcement-text-sample.ts';
import {AnnouncementText} from './announcement-text.tsx';

afterEach(cleanup);

it('draws the announcement subset as the widget does (issue 20)', () => {
  const {container} = render(<AnnouncementText source={SAMPLE_SOURCE} />);
  expect(markupOf(container.firstElementChild!)).toBe(SAMPLE_MARKUP);
});
