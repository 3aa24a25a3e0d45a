// "Give now" in <nard-donate>: the heading paints with the element; the form (nard-donate-pledge.js, pinned
// by SRI) loads after the first paint and renders with this element's Preact. Its styles join the shadow
// root's adopted sheets, so a strict style-src CSP on the partner page is fine.

import type {ComponentType} from 'preact';
import {useEffect, useRef, useState} from 'preact/hooks';
import {Fragment, jsx, jsxs} from 'preact/jsx-runtime';
import type {PublicConfig} from '../../core/data/index.ts';
import {DONATE_WORDS} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {loadPart} from '../shared/lazy-part.ts';
import {useAfterPaint} from '../shared/use-after-paint.ts';
import {QR_PART} from './paynow-qr.tsx';
import type {PledgePanelProps} from './pledge-panel.tsx';
import type {PledgePart} from './pledge-part.tsx';
import type {QrPart} from './qr-part.ts';

/** The file beside the element's script with the form. */
export const PLEDGE_PART = 'nard-donate-pledge';

type Props = {config: PublicConfig; api: string; scriptUrl: string; emit: WidgetProps['emit']};

export function GiveNow({config, api, scriptUrl, emit}: Props) {
  const [Panel, setPanel] = useState<ComponentType<PledgePanelProps> | null>(null);
  const section = useRef<HTMLElement>(null);
  useAfterPaint(() => {
    loadPart<PledgePart>(PLEDGE_PART, scriptUrl).then(
      (part) => {
        const root = section.current?.getRootNode();
        if (root instanceof ShadowRoot) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(part.css);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        setPanel(() => part.panel({jsx, jsxs, Fragment, useState, useRef, useEffect, useT}));
      },
      () => undefined,
    );
  });
  return (
    <section ref={section} class="way" part="give-now" aria-labelledby="give-title">
      <h3 id="give-title">{DONATE_WORDS.giveNow}</h3>
      {Panel ? (
        <Panel config={config} api={api} emit={emit} loadQr={() => loadPart<QrPart>(QR_PART, scriptUrl)} />
      ) : (
        <p role="status" class="muted">
          {DONATE_WORDS.loadingGiveNow}
        </p>
      )}
    </section>
  );
}
