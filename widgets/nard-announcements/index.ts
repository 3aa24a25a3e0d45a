// Entry of nard-announcements.js: `<script src=".../widgets/nard-announcements.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {Announcements} from './announcements.tsx';
import {ANNOUNCEMENTS_CSS} from './styles.ts';

defineWidget({
  tag: 'nard-announcements',
  attributes: ['limit'],
  css: ANNOUNCEMENTS_CSS,
  view: Announcements,
});
