import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, expect, it} from 'vitest';
import {TESTIMONIALS} from './testimonials.ts';
import {TestimonialsCarousel} from './testimonials-carousel.tsx';

afterEach(cleanup);

const shows = (index: number) =>
  expect(screen.getByText(`${TESTIMONIALS[index]!.reviewBy}, ${TESTIMONIALS[index]!.location}`)).toBeTruthy();

it('cycles forwards past the last and backwards past the first', () => {
  render(<TestimonialsCarousel />);
  shows(0);
  fireEvent.click(screen.getByRole('button', {name: 'Previous testimonial'}));
  shows(TESTIMONIALS.length - 1);
  fireEvent.click(screen.getByRole('button', {name: 'Next testimonial'}));
  shows(0);
  fireEvent.click(screen.getByRole('button', {name: 'Next testimonial'}));
  shows(1);
});
