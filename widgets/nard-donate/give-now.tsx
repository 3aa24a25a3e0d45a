// "Give now" in <nard-donate>: the heading paints with the element; the form (nard-donate-pledge.js, pinned
// by SRI) loads after the first paint and renders with this element's Preact. Its styles join the shadow
// root's adopted sheets, so a strict style-src CSP on the partner page is fine.

import {useRef} from 'preact/hooks';
import type {PublicConfig} from '../../core/content/index.ts';
import {DONATE_WORDS} from '../../core/donate/index.ts';
import type {Language} from '../../core/i18n/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {loadPart} from '../shared/lazy-part.ts';
import {useDrawingPart} from '../shared/use-drawing-part.ts';
import {QR_PART} from './paynow-qr.tsx';
import type {PledgePanelProps} from './pledge-panel.tsx';
import type {PledgePart} from './pledge-part.tsx';
import type {QrPart} from './qr-part.ts';

/** The file beside the element's script with the form. */
export const PLEDGE_PART = 'nard-donate-pledge';

type Props = {
  config: PublicConfig;
  api: string;
  language: Language;
  scriptUrl: string;
  emit: WidgetProps['emit'];
};

export function GiveNow({config, api, language, scriptUrl, emit}: Props) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  // The form draws with its own styles, adopted by the shadow root (and, in another language, its own words).
  const {Panel} = useDrawingPart<PledgePanelProps, PledgePart>(PLEDGE_PART, scriptUrl, (part, host) => {
    const root = section.current?.getRootNode();
    if (root instanceof ShadowRoot) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(part.css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    return part.panel(host, language);
  });
  return (
    <section ref={section} class="way" part="give-now" aria-labelledby="give-title">
      <h3 id="give-title">{t(DONATE_WORDS.giveNow)}</h3>
      {Panel ? (
        <Panel
          config={config}
          api={api}
          language={language}
          emit={emit}
          loadQr={() => loadPart<QrPart>(QR_PART, scriptUrl)}
        />
      ) : (
        <p role="status" class="muted">
          {t(DONATE_WORDS.loadingGiveNow)}
        </p>
      )}
    </section>
  );
}
