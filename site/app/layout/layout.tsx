// The frame of every page: skip link, fixed header, the page, footer, toasts.
import {css} from 'goober';
import {type ReactNode, Suspense} from 'react';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {HydrationMark} from '../../lib/use-hydrated.ts';
import {colors} from '../../ui/theme.ts';
import {ToastViewport} from '../../ui/toast-viewport.tsx';
import {Footer} from './footer.tsx';
import {Header} from './header.tsx';
import {LanguageOfferGate} from './language-offer-gate.tsx';
import {PageChangeEffects} from './page-change-effects.tsx';
import {SkipLink} from './skip-link.tsx';

export function Layout({children}: {children: ReactNode}) {
  const words = pageWords(layoutBook);
  return (
    <div className={css`min-height: 100vh; display: flex; flex-direction: column;`}>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className={css`flex: 1;`}>
        <Suspense
          fallback={
            <p className={css`padding: 40px 20px; color: ${colors.muted};`}>{words('loadingPage')}</p>
          }
        >
          {children}
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <ToastViewport />
      <PageChangeEffects />
      <LanguageOfferGate />
    </div>
  );
}
