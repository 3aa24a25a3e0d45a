import {render, screen} from '@testing-library/react';
import {expect, it} from 'vitest';
import {defineBook, wordsIn} from '../../core/i18n/index.ts';
import {installIcuCompiler} from '../../core/icu/index.ts';
import {richText} from './rich-text.tsx';

installIcuCompiler();
const never = () => Promise.reject(new Error('English only'));
const book = defineBook(
  'rich-text test',
  {see: 'Read the <link>audit reports</link> of {year}.'},
  {
    zh: never,
    ms: never,
    ta: never,
  },
);

it('renders the tags of a message as elements and fills in its arguments', () => {
  const words = wordsIn(book, 'en');
  render(<p>{richText(words, 'see', {link: (text) => <a href="/audit">{text}</a>}, {year: '2025'})}</p>);
  expect(screen.getByRole('link', {name: 'audit reports'}).getAttribute('href')).toBe('/audit');
  expect(screen.getByText(/of 2025\./)).toBeTruthy();
});
