// The banner drawing: two hands holding a seedling in a pot, coins beside it. Decorative only.
import {colors} from '../../ui/theme.ts';

export function GivingIllustration() {
  return (
    <svg viewBox="0 0 320 220" width="320" height="220" role="presentation" focusable="false">
      <ellipse cx="160" cy="200" rx="140" ry="14" fill={colors.surfaceAlt} />
      <path
        d="M160 120 C160 90 160 70 160 50"
        stroke={colors.green}
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M160 78 C130 70 118 48 122 30 C146 34 160 52 160 78Z" fill={colors.green} />
      <path d="M160 64 C186 58 200 38 198 20 C174 22 160 40 160 64Z" fill={colors.green} opacity="0.8" />
      <path d="M118 118 H202 L192 168 H128Z" fill={colors.yellow} stroke={colors.greenDark} strokeWidth="3" />
      <path
        d="M40 150 C70 140 100 146 126 160 C140 168 150 176 160 178 C170 176 180 168 194 160 C220 146 250 140 280 150 L280 176 C250 170 226 178 204 188 C188 196 174 200 160 200 C146 200 132 196 116 188 C94 178 70 170 40 176Z"
        fill="#C98E62"
        stroke={colors.greenDark}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g fill={colors.yellow} stroke={colors.greenDark} strokeWidth="3">
        <ellipse cx="258" cy="120" rx="18" ry="6" />
        <ellipse cx="258" cy="110" rx="18" ry="6" />
        <ellipse cx="258" cy="100" rx="18" ry="6" />
        <ellipse cx="62" cy="118" rx="18" ry="6" />
        <ellipse cx="62" cy="108" rx="18" ry="6" />
      </g>
    </svg>
  );
}
