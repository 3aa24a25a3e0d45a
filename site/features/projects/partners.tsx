// Our partners, with details written as HTML and sanitised before they are shown.
import {css} from 'goober';
import {PARTNERS} from '../../../core/data/index.ts';
import {Card} from '../../ui/card.tsx';
import {SafeHtml} from '../../ui/safe-html.tsx';
import {colors} from '../../ui/theme.ts';
import {PARTNER_DETAILS} from './project-data.ts';

function Monogram({title}: {title: string}) {
  const letters = title.replace(/[^A-Z]/g, '').slice(0, 2) || title.slice(0, 2);
  return (
    <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56">
      <rect width="56" height="56" rx="14" fill={colors.greenDark} />
      <text x="28" y="35" textAnchor="middle" fontSize="20" fontWeight="700" fill={colors.yellow}>
        {letters}
      </text>
    </svg>
  );
}

export function Partners() {
  return (
    <ul
      className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
    >
      {PARTNERS.map((partner) => (
        <Card as="li" key={partner.id}>
          <div className={css`display: flex; gap: 16px; align-items: center;`}>
            <Monogram title={partner.title} />
            <div>
              <h3 className={css`margin: 0;`}>{partner.title}</h3>
              <p className={css`margin: 0; color: ${colors.muted};`}>{partner.kind}</p>
            </div>
          </div>
          <SafeHtml html={PARTNER_DETAILS[partner.id] ?? ''} />
        </Card>
      ))}
    </ul>
  );
}
