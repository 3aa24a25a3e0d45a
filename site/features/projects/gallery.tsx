// 'Our Gallery': drawings that zoom on hover, on a long touch, or with Enter / Space.
import {css} from 'goober';
import {useSyncExternalStore} from 'react';
import {HOVER_ZOOM} from '../../../core/design/index.ts';
import {projectsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {colors, radius} from '../../ui/theme.ts';
import {GALLERY} from './project-data.ts';
import {ProjectPicture} from './project-picture.tsx';
import {useHoverZoom} from './use-hover-zoom.ts';

const canHover = () => window.matchMedia?.('(hover: hover)').matches ?? true;

/** A zoomed picture grows away from the screen's edge: outer columns from their outer side. */
function zoomOrigin(index: number, columns: number): string {
  const column = index % columns;
  if (column === 0) return 'left center';
  return column === columns - 1 ? 'right center' : 'center';
}

/**
 * The prerender says 'Hover to Zoom'; touch screens switch to the long-touch hint after hydration. Its own
 * component: React re-renders what reads the screen's kind at once and in one piece when it differs from
 * the prerender's, so that is this line alone, not the gallery's drawings.
 */
function ZoomHint() {
  const words = pageWords(projectsBook);
  const hover = useSyncExternalStore(
    () => () => {},
    canHover,
    () => true,
  );
  return (
    <p className={css`font-weight: 650; color: ${colors.muted};`}>
      {words(hover ? 'hoverToZoom' : 'longTouchToZoom')}
    </p>
  );
}

export function Gallery() {
  const words = pageWords(projectsBook);
  const {zoomedId, handlers} = useHoverZoom();
  return (
    <>
      <ZoomHint />
      <ul
        className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 16px; grid-template-columns: repeat(2, 1fr); @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }`}
      >
        {GALLERY.map((item, index) => {
          const zoomed = zoomedId === item.id;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={zoomed}
                {...handlers(item.id)}
                className={css`
                  display: block; width: 100%; padding: 0; border: none; background: none; font: inherit; cursor: zoom-in;
                  border-radius: ${radius.m}; position: relative; z-index: ${zoomed ? 2 : 0};
                  transform: scale(${zoomed ? 1.35 : 1}); transition: transform ${HOVER_ZOOM.fadeMs}ms ease, box-shadow ${HOVER_ZOOM.fadeMs}ms ease;
                  box-shadow: ${zoomed ? '0 12px 32px rgb(0 0 0 / 0.25)' : 'none'}; touch-action: manipulation; user-select: none;
                  -webkit-touch-callout: none; transform-origin: ${zoomOrigin(index, 2)};
                  @media (min-width: 700px) { transform-origin: ${zoomOrigin(index, 3)}; }
                `}
              >
                <ProjectPicture kind={item.kind} />
                <span
                  className={css`display: block; font-size: 0.95rem; color: ${colors.ink}; padding: 6px 4px; text-align: left;`}
                >
                  {words(item.caption)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
