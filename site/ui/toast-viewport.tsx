// Renders core's toast queue top-centre. The two live regions exist from the first paint, so screen
// readers announce toasts added later: errors through role=alert, the rest through role=status.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {getDefaultStore} from 'jotai/vanilla';
import {dismissToast, type Toast, visibleToastsAtom} from '../../core/atoms/index.ts';
import {uiBook} from '../../core/i18n/index.ts';
import {inPageLanguage} from '../lib/known-english.ts';
import {pageWords} from '../lib/page-language.ts';
import {colors, headerHeight, headerHeightDesktop, media, radius} from './theme.ts';

const kindStyles: Record<Toast['kind'], string> = {
  loading: `background: ${colors.white}; color: ${colors.ink}; border-left: 6px solid ${colors.borderStrong};`,
  info: `background: ${colors.white}; color: ${colors.ink}; border-left: 6px solid ${colors.green};`,
  success: `background: ${colors.green}; color: ${colors.white}; border-left: 6px solid ${colors.yellow};`,
  error: `background: ${colors.white}; color: ${colors.error}; border-left: 6px solid ${colors.error};`,
};

function ToastItem({toast}: {toast: Toast}) {
  const text = inPageLanguage(toast.text);
  return (
    <div
      className={css`
        ${kindStyles[toast.kind]} display: flex; align-items: center; gap: 12px; padding: 8px 8px 8px 16px;
        border-radius: ${radius.m}; box-shadow: 0 8px 24px rgb(0 0 0 / 0.18); font-weight: 600; pointer-events: auto;
      `}
    >
      <span className={css`flex: 1;`}>{text}</span>
      <button
        type="button"
        aria-label={pageWords(uiBook)('dismissToast', {text})}
        onClick={() => dismissToast(getDefaultStore(), toast.id)}
        className={css`min-width: 44px; min-height: 44px; border: none; background: none; color: inherit; font: inherit; font-size: 1.4rem; cursor: pointer; border-radius: ${radius.s};`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function ToastViewport() {
  const toasts = useAtomValue(visibleToastsAtom);
  const regionClass = css`display: flex; flex-direction: column; gap: 8px;`;
  return (
    <div
      className={css`
        position: fixed; top: calc(${headerHeight} + 12px); left: 50%; transform: translateX(-50%); z-index: 400;
        width: min(92vw, 440px); display: flex; flex-direction: column; gap: 8px; pointer-events: none;
        /* Below the header, so a toast never covers the navigation. */
        ${media.desktop} { top: calc(${headerHeightDesktop} + 12px); }
      `}
    >
      <div role="alert" className={regionClass}>
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="status" className={regionClass}>
        {toasts
          .filter((toast) => toast.kind !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}
