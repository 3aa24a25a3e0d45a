// The frame of every page: skip link, fixed header, the page, footer, toasts.
import {css} from 'goober';
import {type ReactNode, Suspense} from 'react';
import {colors, headerHeight, headerHeightDesktop, media} from '../../ui/theme.ts';
import {ToastViewport} from '../../ui/toast-viewport.tsx';
import {Footer} from './footer.tsx';
import {Header} from './header.tsx';
import {PageChangeEffects} from './page-change-effects.tsx';
import {SkipLink} from './skip-link.tsx';

export function Layout({children}: {children: ReactNode}) {
  return (
    <div className={css`min-height: 100vh; display: flex; flex-direction: column;`}>
      <SkipLink />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className={css`flex: 1; padding-top: ${headerHeight}; ${media.desktop} { padding-top: ${headerHeightDesktop}; }`}
      >
        <Suspense
          fallback={<p className={css`padding: 40px 20px; color: ${colors.muted};`}>Loading the page…</p>}
        >
          {children}
        </Suspense>
      </main>
      <Footer />
      <ToastViewport />
      <PageChangeEffects />
    </div>
  );
}
