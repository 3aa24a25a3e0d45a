// Entry of nard-donate.js: `<script src=".../widgets/nard-donate.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {loadingFirst} from '../shared/load-status.tsx';
import {DONATE_LOAD, Donate} from './donate.tsx';
import {DONATE_CSS} from './styles.ts';

defineWidget({
  tag: 'nard-donate',
  attributes: ['amount'],
  css: DONATE_CSS,
  view: Donate,
  // The heading and loading line paint before Preact's first render.
  paint: loadingFirst(DONATE_LOAD),
});
