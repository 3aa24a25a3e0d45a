// Entry of nard-contributions.js: `<script src=".../widgets/nard-contributions.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {loadingFirst} from '../shared/load-status.tsx';
import {CONTRIBUTIONS_LOAD, Contributions} from './contributions.tsx';
import {CONTRIBUTIONS_CSS} from './styles.ts';

defineWidget({
  tag: 'nard-contributions',
  attributes: ['project'],
  css: CONTRIBUTIONS_CSS,
  view: Contributions,
  // The heading and loading line paint before Preact's first render.
  paint: loadingFirst(CONTRIBUTIONS_LOAD),
});
