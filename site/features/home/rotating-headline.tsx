// The home page's h1, moving to the next slogan every HEADLINE_ROTATE_MS. A Pause button stops it
// (WCAG 2.2.2), and it never moves for people who ask for reduced motion.
import {css} from 'goober';
import {useEffect, useState} from 'react';
import {HEADLINE_ROTATE_MS} from '../../../core/data/index.ts';
import {Button} from '../../ui/button.tsx';
import {colors} from '../../ui/theme.ts';
import {SLOGANS} from './slogans.ts';
import {useReducedMotion} from './use-reduced-motion.ts';

export function RotatingHeadline() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const moving = !paused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % SLOGANS.length),
      HEADLINE_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [moving]);

  return (
    <div>
      <h1 tabIndex={-1} className={css`color: ${colors.white}; min-height: 2.5em; margin-bottom: 16px;`}>
        {SLOGANS[index]}
      </h1>
      {!reducedMotion && (
        <Button variant="secondary" onClick={() => setPaused(!paused)}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            {paused ? (
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            ) : (
              <path d="M3 2h4v12H3zM9 2h4v12H9z" fill="currentColor" />
            )}
          </svg>
          {paused ? 'Play headlines' : 'Pause headlines'}
        </Button>
      )}
    </div>
  );
}
