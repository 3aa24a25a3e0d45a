// Entry of nard-contributions.js: `<script src=".../widgets/nard-contributions.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {Contributions} from './contributions.tsx';
import {CONTRIBUTIONS_CSS} from './styles.ts';

defineWidget({
  tag: 'nard-contributions',
  attributes: ['project'],
  css: CONTRIBUTIONS_CSS,
  view: Contributions,
});
