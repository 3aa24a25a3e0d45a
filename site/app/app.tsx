// The whole site: router, layout and the page for the current path. `ssrPath` is set only by the
// prerender; in the browser wouter follows location. A page in Chinese, Malay or Tamil lives under its
// language's prefix (/zh, /ms, /ta), which the router takes as its base: links and routes inside stay the
// English paths.
import {Route, Router, useLocation} from 'wouter';
import type {Language} from '../../core/i18n/index.ts';
import {languageBase, pathInLanguage} from '../lib/language-path.ts';
import {GlobalStyles} from '../ui/global-styles.tsx';
import {Layout} from './layout/layout.tsx';
import {findRoute} from './match-route.ts';

function CurrentPage() {
  const [location] = useLocation();
  const route = findRoute(location);
  const Page = route.view.Component;
  if (route.path === '/404') return <Page />;
  return <Route path={route.path} component={Page} />;
}

export function App({ssrPath, language = 'en'}: {ssrPath?: string; language?: Language}) {
  return (
    <Router base={languageBase(language)} ssrPath={ssrPath && pathInLanguage(ssrPath, language)}>
      <GlobalStyles />
      <Layout>
        <CurrentPage />
      </Layout>
    </Router>
  );
}
