// The foundation's mark (core/design LOGO_MARK: a green sprout growing from a yellow ribbon loop, in a circle).
import {LOGO_MARK} from '../../core/design/index.ts';

const {viewBox, circle, ribbon, stem, leaves} = LOGO_MARK;

export function Logo({size = 40, title}: {size?: number; title?: string}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <circle cx={circle.cx} cy={circle.cy} r={circle.r} fill={circle.fill} />
      <path d={ribbon.d} fill={ribbon.fill} />
      <path d={stem.d} stroke={stem.stroke} strokeWidth={stem.width} strokeLinecap="round" />
      {leaves.map((leaf) => (
        <path key={leaf.d} d={leaf.d} fill={leaf.fill} />
      ))}
    </svg>
  );
}
