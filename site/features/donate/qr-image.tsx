// A PayNow QR drawn in the browser from its payload (no third party sees it), as an <img> with its text
// alternative; the donate section's PayNow card and a pledge's confirmation both show it.
import {css} from 'goober';
import {useMemo} from 'react';
import {qrSvg, svgDataUri} from '../../../core/donate/index.ts';
import {colors, radius} from '../../ui/theme.ts';

type QrImageProps = {payload: string; label: string} & Record<`data-${string}`, string>;

export function QrImage({payload, label, ...data}: QrImageProps) {
  const src = useMemo(() => svgDataUri(qrSvg(payload, {label})), [payload, label]);
  return (
    <img
      src={src}
      alt={label}
      width={240}
      height={240}
      {...data}
      className={css`width: 240px; max-width: 100%; height: auto; border: 1px solid ${colors.border}; border-radius: ${radius.s}; background: #fff;`}
    />
  );
}
