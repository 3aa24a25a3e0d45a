// The home page's h1, moving to the next slogan every HEADLINE_ROTATE_MS. A Pause button stops it
// (WCAG 2.2.2), and it never moves for people who ask for reduced motion. The band keeps the height of
// the longest slogan.
import {css} from 'goober';
import {useEffect, useState} from 'react';
import {HEADLINE_ROTATE_MS} from '../../../core/design/index.ts';
import {homeBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {colors, headingOneSize} from '../../ui/theme.ts';
import {SLOGAN_KEYS} from './slogans.ts';
import {useReducedMotion} from './use-reduced-motion.ts';

export function RotatingHeadline() {
  const words = pageWords(homeBook);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const moving = !paused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % SLOGAN_KEYS.length),
      HEADLINE_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [moving]);

  return (
    <div>
      {/* Every slogan sits invisibly in the same grid cell as the h1, so the band is as tall as the
          longest one at any width and nothing below it moves when the headline changes. The sizers
          take the h1's size in every language, Tamil's smaller one too. */}
      <div className={css`display: grid; margin-bottom: 16px; & > * { grid-area: 1 / 1; margin: 0; }`}>
        {SLOGAN_KEYS.map((slogan) => (
          <p
            key={slogan}
            aria-hidden="true"
            data-slogan-sizer=""
            className={css`visibility: hidden; font-size: ${headingOneSize.all}; line-height: 1.25; font-weight: 700; &:lang(ta) { font-size: ${headingOneSize.tamil}; }`}
          >
            {words(slogan)}
          </p>
        ))}
        <h1 tabIndex={-1} className={css`color: ${colors.white};`}>
          {words(SLOGAN_KEYS[index]!)}
        </h1>
      </div>
      {!reducedMotion && (
        <Button variant="secondary" onClick={() => setPaused(!paused)}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            {paused ? (
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M3 2h4v12H3zM9 2h4v12H9z" fill="currentColor" />
            )}
          </svg>
          {words(paused ? 'playHeadlines' : 'pauseHeadlines')}
        </Button>
      )}
    </div>
  );
}
