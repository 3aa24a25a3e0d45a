// A hammer, a wrench and a toolbox: the handyman and logistics courses.
import {IllustrationFrame} from './frame.tsx';

export function ToolsIllustration({title}: {title?: string}) {
  return (
    <IllustrationFrame title={title}>
      <rect x="60" y="120" width="200" height="72" rx="12" fill="#1E5C3A" />
      <rect x="60" y="120" width="200" height="18" rx="8" fill="#143F28" />
      <path d="M130 120v-18h60v18" fill="none" stroke="#143F28" strokeWidth="8" />
      <rect x="148" y="146" width="24" height="14" rx="4" fill="#F5C531" />
      <g transform="rotate(-30 110 70)">
        <rect x="104" y="40" width="12" height="80" rx="4" fill="#8A5A3B" />
        <rect x="86" y="32" width="48" height="18" rx="4" fill="#55605A" />
      </g>
      <g transform="rotate(35 220 70)">
        <rect x="214" y="40" width="12" height="76" rx="5" fill="#55605A" />
        <path d="M206 30a14 14 0 1 0 28 0l-8 0v10h-12v-10z" fill="#55605A" />
      </g>
    </IllustrationFrame>
  );
}
