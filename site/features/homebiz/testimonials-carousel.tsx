// One testimonial at a time, with Previous and Next that wrap around. The quote sits in a polite live
// region so screen readers read the new one.
import {css} from 'goober';
import {useState} from 'react';
import {homebizBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {Card} from '../../ui/card.tsx';
import {colors} from '../../ui/theme.ts';
import {TESTIMONIALS} from './testimonials.ts';

export function TestimonialsCarousel() {
  const words = pageWords(homebizBook);
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const current = TESTIMONIALS[index]!;
  const move = (step: number) => setIndex((index + step + count) % count);
  return (
    <section
      aria-roledescription={words('carousel')}
      aria-label={words('usersTitle')}
      className={css`max-width: 720px;`}
    >
      <div aria-live="polite" aria-atomic="true">
        <Card tone="yellow">
          <p className={css`font-size: 0.95rem; color: ${colors.ink}; margin: 0;`}>
            {words('testimonialPosition', {position: index + 1, count})}
          </p>
          <blockquote className={css`margin: 0; font-size: 1.25rem;`}>
            <p>“{words(current.details)}”</p>
          </blockquote>
          <p className={css`font-weight: 700; margin: 0;`}>
            {words('testimonialBy', {name: current.reviewBy, place: current.location})}
          </p>
        </Card>
      </div>
      <div className={css`display: flex; gap: 12px; margin-top: 16px;`}>
        <Button variant="secondary" onClick={() => move(-1)}>
          {words('previousTestimonial')}
        </Button>
        <Button variant="secondary" onClick={() => move(1)}>
          {words('nextTestimonial')}
        </Button>
      </div>
    </section>
  );
}
