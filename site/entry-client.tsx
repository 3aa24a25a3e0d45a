// Browser entry: load the current route's chunk and every book it uses in the page's language first,
// then hydrate the prerendered HTML, so the page never flashes a loading state or another language. The
// 404 page's HTML is also served for paths the prerender did not know (e.g. /projects/9): then we render
// afresh instead of hydrating mismatched markup.
// First: goober must find its sheet before any module makes a class.
import './lib/goober-sheet.ts';
import {startTransition} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {loadBooks} from '../core/i18n/index.ts';
import {App} from './app/app.tsx';
import {findRoute} from './app/match-route.ts';
import {prepareKnownEnglish} from './lib/known-english.ts';
import {splitLanguagePath} from './lib/language-path.ts';
import {setPageLanguage} from './lib/page-language.ts';
import {renderingAfresh} from './lib/use-hydrated.ts';

const container = document.getElementById('root')!;
const {language, path} = splitLanguagePath(window.location.pathname);
setPageLanguage(language);
const route = findRoute(path);
const prerenderedAs = container.dataset.route;

Promise.all([route.view.preload(), prepareKnownEnglish(language)])
  .then(() => loadBooks(language))
  .then(() => {
    if (prerenderedAs === route.path) {
      startTransition(() => {
        hydrateRoot(container, <App language={language} />);
      });
    } else {
      renderingAfresh();
      createRoot(container).render(<App language={language} />);
    }
  });
