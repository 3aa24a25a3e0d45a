import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, expect, it} from 'vitest';
import {Accordion} from './accordion.tsx';

afterEach(cleanup);

const items = [
  {id: 'a', title: 'First', content: <p>One</p>},
  {id: 'b', title: 'Second', content: <p>Two</p>},
];

it('keeps at most one item open, and closes the open one when chosen again', () => {
  render(<Accordion items={items} />);
  const first = screen.getByRole('button', {name: 'First'});
  const second = screen.getByRole('button', {name: 'Second'});
  fireEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(second);
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(second.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(second);
  expect(second.getAttribute('aria-expanded')).toBe('false');
});
