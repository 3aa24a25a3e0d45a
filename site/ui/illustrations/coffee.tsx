// A coffee cup with steam beside a sack of beans.
import {IllustrationFrame} from './frame.tsx';

export function CoffeeIllustration({title}: {title?: string}) {
  return (
    <IllustrationFrame title={title}>
      <path d="M60 190c0-50 10-90 50-90s50 40 50 90z" fill="#8A5A3B" />
      <path d="M80 110c10-6 50-6 60 0" stroke="#5E3B24" strokeWidth="6" fill="none" strokeLinecap="round" />
      {[90, 110, 130].map((x) => (
        <ellipse key={x} cx={x} cy="150" rx="7" ry="10" fill="#3E2616" />
      ))}
      <rect x="180" y="120" width="80" height="70" rx="12" fill="#FFFFFF" stroke="#1E5C3A" strokeWidth="6" />
      <path d="M260 135h14a14 14 0 0 1 0 28h-14" fill="none" stroke="#1E5C3A" strokeWidth="6" />
      <rect x="186" y="128" width="68" height="14" rx="4" fill="#5E3B24" />
      <path
        d="M200 100c-8-12 8-18 0-32M222 100c-8-12 8-18 0-32M244 100c-8-12 8-18 0-32"
        stroke="#55605A"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="170" y="188" width="100" height="8" rx="4" fill="#F5C531" />
    </IllustrationFrame>
  );
}
