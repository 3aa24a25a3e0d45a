// The foundation's mark, once: a green sprout growing from a yellow ribbon loop, inside a circle, on a
// 48-unit square. The site draws it as SVG (site/ui/logo.tsx), the receipts as PDF paths (server/gifts).

/** One filled SVG path of the mark. */
export type LogoShape = {readonly d: string; readonly fill: string};

/** The mark's parts, back to front: the circle, the ribbon, the stem (a stroke), the two leaves. */
export const LOGO_MARK = {
  viewBox: 48,
  circle: {cx: 24, cy: 24, r: 23, fill: '#1E5C3A'},
  ribbon: {d: 'M16 36c2-6 6-9 8-9s6 3 8 9c-3-2-5-3-8-3s-5 1-8 3z', fill: '#F5C531'},
  stem: {d: 'M24 28V16', stroke: '#FFFFFF', width: 3},
  leaves: [
    {d: 'M24 20c-5 0-8-3-8-8 5 0 8 3 8 8z', fill: '#CFE8D6'},
    {d: 'M24 17c0-5 3-8 9-8 0 5-4 8-9 8z', fill: '#FFFFFF'},
  ],
} as const;
