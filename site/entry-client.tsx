// Browser entry: load the current route's chunk first, then hydrate the prerendered HTML, so the page
// never flashes a loading state. The 404 page's HTML is also served for paths the prerender did not
// know (e.g. /projects/9): then we render afresh instead of hydrating mismatched markup.
import {createRoot, hydrateRoot} from 'react-dom/client';
import {App} from './app/app.tsx';
import {findRoute} from './app/match-route.ts';

const container = document.getElementById('root')!;
const route = findRoute(window.location.pathname);
const prerenderedAs = container.dataset.route;

route.view.preload().then(() => {
  if (prerenderedAs === route.path) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
});
