// A zero-padded count whose names show on hover, on keyboard focus and on tap (WCAG 1.4.13: Escape hides).
// Without names to show (signed out, or a work event: issue 19 #16) it is the count alone, not a button.
import {css} from 'goober';
import {type KeyboardEvent, useId, useState} from 'react';
import {UNNAMED_VOLUNTEER} from '../../../core/events/index.ts';
import {padCount} from '../../../core/format/index.ts';
import {eventsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {colors, focusRing, radius} from '../../ui/theme.ts';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

const wrapClass = () => css`
  position: relative;
  display: inline-block;
`;

const countClass = () => css`
  min-width: 44px;
  min-height: 44px;
  font: inherit;
  font-weight: 700;
  color: ${colors.green};
  background: ${colors.greenSoft};
  border: 2px solid ${colors.green};
  border-radius: ${radius.s};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const popoverClass = () => css`
  position: absolute;
  z-index: 5;
  top: 100%;
  left: 0;
  width: max-content;
  max-width: min(16rem, calc(100vw - 48px));
  margin: 4px 0 0;
  overflow-wrap: break-word;
  /* Phones: the list opens in the flow under the count, so it can never leave the screen. */
  @media (max-width: 599.98px) {
    position: static;
  }
  padding: 8px 12px;
  list-style: none;
  color: ${colors.ink};
  background: ${colors.white};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radius.s};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
`;

type NameCountProps = {count: number; names: readonly string[] | null; label: string};

/** The count; with names, a button that lists them below it on hover, focus or tap. */
export function NameCount({count, names, label}: NameCountProps) {
  if (names === null) {
    return (
      <span className={plainCountClass()}>
        {padCount(count)}
        <VisuallyHidden>{` ${label}`}</VisuallyHidden>
      </span>
    );
  }
  return <NameList names={names} label={label} />;
}

const plainCountClass = () => css`
  font-weight: 700;
`;

function NameList({names, label}: {names: readonly string[]; label: string}) {
  const words = pageWords(eventsBook);
  const [peeking, setPeeking] = useState(false);
  const [pinned, setPinned] = useState(false);
  const listId = useId();
  const open = peeking || pinned;
  const hide = () => {
    setPeeking(false);
    setPinned(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };

  return (
    // Hover on the wrapper keeps the list open while the pointer moves onto it; keyboard users have the button.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer-only mirror of the button's focus handlers
    <span
      className={wrapClass()}
      onMouseEnter={() => setPeeking(true)}
      onMouseLeave={() => setPeeking(false)}
    >
      <button
        className={countClass()}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onFocus={() => setPeeking(true)}
        onBlur={hide}
        onClick={() => setPinned(true)}
        onKeyDown={onKeyDown}
      >
        {padCount(names.length)}
        <VisuallyHidden>{` ${words('showNames', {label})}`}</VisuallyHidden>
      </button>
      {open ? (
        <ul className={popoverClass()} id={listId} aria-label={label}>
          {names.length === 0 ? (
            <li>{words('noOneYet')}</li>
          ) : (
            names.map((name, index) => (
              // Two people may share a name; the list never reorders while open. Those who keep their name
              // hidden come as core's English word, shown in the page's language.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <li key={index}>{name === UNNAMED_VOLUNTEER ? words('unnamedVolunteer') : name}</li>
            ))
          )}
        </ul>
      ) : null}
    </span>
  );
}
