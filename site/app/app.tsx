// The whole site: router, layout and the page for the current path. `ssrPath` is set only by the
// prerender; in the browser wouter follows location.
import {Route, Router, useLocation} from 'wouter';
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

export function App({ssrPath}: {ssrPath?: string}) {
  return (
    <Router ssrPath={ssrPath}>
      <GlobalStyles />
      <Layout>
        <CurrentPage />
      </Layout>
    </Router>
  );
}
