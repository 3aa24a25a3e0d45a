// Entry of nard-volunteer-form.js: `<script src=".../widgets/nard-volunteer-form.js" defer></script>`.
import {defineWidget} from '../shared/define-widget.tsx';
import {speaksFourLanguages} from '../shared/speaks-languages.tsx';
import {VOLUNTEER_FORM_CSS} from './styles.ts';
import {VolunteerForm} from './volunteer-form.tsx';

defineWidget({
  tag: 'nard-volunteer-form',
  attributes: ['type'],
  css: VOLUNTEER_FORM_CSS,
  view: VolunteerForm,
  languages: speaksFourLanguages,
});
