// The home page's opening band: rotating headline, a short promise, and the two ways in.
import {css} from 'goober';
import {homeBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {HandsIllustration} from '../../ui/illustrations/hands.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {containerClass} from '../../ui/section.tsx';
import {colors, media} from '../../ui/theme.ts';
import {JoinButton} from './join-dialog.tsx';
import {RotatingHeadline} from './rotating-headline.tsx';

export function Hero() {
  const words = pageWords(homeBook);
  return (
    <div
      className={css`background: ${colors.greenDark}; color: ${colors.white}; padding: 48px 0 56px;
      & :focus-visible { outline-color: ${colors.focusOnDark}; box-shadow: none; }`}
    >
      <div
        className={`${containerClass()} ${css`display: grid; gap: 32px; align-items: center; ${media.tablet} { grid-template-columns: 3fr 2fr; }`}`}
      >
        <div>
          <p className={css`color: ${colors.yellow}; font-weight: 700; margin-bottom: 8px;`}>
            {words('heroKicker')}
          </p>
          <RotatingHeadline />
          <p className={css`font-size: 1.2rem; margin-top: 16px;`}>{words('heroLead')}</p>
          <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
            <LinkButton href="/discover" variant="accent">
              {words('discover')}
            </LinkButton>
            <JoinButton variant="secondary" />
          </div>
        </div>
        <HandsIllustration />
      </div>
    </div>
  );
}
