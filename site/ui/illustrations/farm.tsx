// A hydroponic farm: shelves of leafy greens under a warm sun.
import {IllustrationFrame} from './frame.tsx';

export function FarmIllustration({title}: {title?: string}) {
  const plants = [60, 110, 160, 210, 260];
  return (
    <IllustrationFrame title={title}>
      <circle cx="262" cy="48" r="24" fill="#F5C531" />
      {[90, 150].map((y) => (
        <g key={y}>
          <rect x="36" y={y} width="248" height="12" rx="6" fill="#1E5C3A" />
          {plants.map((x) => (
            <g key={x}>
              <path d={`M${x} ${y} c-14 -4 -18 -20 -10 -30 c8 6 10 18 10 30z`} fill="#4C9A6A" />
              <path d={`M${x} ${y} c12 -6 20 -20 12 -32 c-10 6 -14 20 -12 32z`} fill="#7BC291" />
            </g>
          ))}
        </g>
      ))}
      <rect x="40" y="102" width="8" height="100" fill="#143F28" />
      <rect x="272" y="102" width="8" height="100" fill="#143F28" />
      <path d="M0 200h320v20H0z" fill="#CFE8D6" />
    </IllustrationFrame>
  );
}
