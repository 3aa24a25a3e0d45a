// Two hands holding a young plant: care and new beginnings.
import {IllustrationFrame} from './frame.tsx';

export function HandsIllustration({title}: {title?: string}) {
  return (
    <IllustrationFrame title={title}>
      <path d="M40 170c30-10 60-10 90 6l30 14 30-14c30-16 60-16 90-6v30H40z" fill="#C98E67" />
      <path
        d="M100 176c20-4 40 0 60 14 20-14 40-18 60-14"
        stroke="#A56F4D"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="160" cy="172" rx="44" ry="12" fill="#6B4A32" />
      <path d="M160 170v-60" stroke="#1E5C3A" strokeWidth="6" strokeLinecap="round" />
      <path d="M160 132c-30 0-42-18-42-40 28 0 42 16 42 40z" fill="#4C9A6A" />
      <path d="M160 118c0-28 16-44 44-44 0 26-16 44-44 44z" fill="#7BC291" />
      <path d="M250 40l6 14 14 2-10 10 3 14-13-7-13 7 3-14-10-10 14-2z" fill="#F5C531" />
    </IllustrationFrame>
  );
}
