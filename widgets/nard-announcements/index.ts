// Entry of nard-announcements.js: `<script src=".../widgets/nard-announcements.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {loadingFirst} from '../shared/load-status.tsx';
import {ANNOUNCEMENTS_LOAD, Announcements} from './announcements.tsx';
import {ANNOUNCEMENTS_CSS} from './styles.ts';

defineWidget({
  tag: 'nard-announcements',
  attributes: ['limit'],
  css: ANNOUNCEMENTS_CSS,
  view: Announcements,
  // The heading and loading line paint before Preact's first render.
  paint: loadingFirst(ANNOUNCEMENTS_LOAD),
});
