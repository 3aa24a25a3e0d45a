// A PayNow QR drawn in the browser from its payload (no third party sees it), as an <img> with its text
// alternative; the donate section's PayNow card and a pledge's confirmation both show it. The code is drawn
// in slices after the render (lib/run-in-slices.ts): the first one a page draws is 25-33 ms of cold code,
// which was the longest task on /contributions. Until it is ready an empty box of the same size holds its
// place, never the code for an amount no longer chosen.
import {css} from 'goober';
import {useEffect, useState} from 'react';
import {qrSvgInSteps, svgDataUri} from '../../../core/qr/index.ts';
import {runInSlices} from '../../lib/run-in-slices.ts';
import {colors, radius} from '../../ui/theme.ts';

type QrImageProps = {payload: string; label: string} & Record<`data-${string}`, string>;

const frame = `border: 1px solid ${colors.border}; border-radius: ${radius.s}; background: #fff;`;
const imageClass = () => css`width: 240px; max-width: 100%; height: auto; ${frame}`;
// As wide as the image would be, at most 240 px: a fixed width would widen the card's grid past a 320 px
// screen, where the image itself shrinks.
const placeClass = () => css`width: 100%; max-width: 240px; aspect-ratio: 1; ${frame}`;

export function QrImage({payload, label, ...data}: QrImageProps) {
  const [drawn, setDrawn] = useState<{payload: string; label: string; src: string} | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    runInSlices(qrSvgInSteps(payload, {label}), controller.signal).then(
      (svg) => setDrawn({payload, label, src: svgDataUri(svg)}),
      // Thrown again while rendering, so an encoder error reaches the error boundary as it did when the
      // code was drawn in the render itself.
      (error: unknown) =>
        setDrawn(() => {
          throw error;
        }),
    );
    return () => controller.abort();
  }, [payload, label]);

  if (drawn?.payload !== payload || drawn.label !== label) return <div {...data} className={placeClass()} />;
  return <img src={drawn.src} alt={label} width={240} height={240} {...data} className={imageClass()} />;
}
