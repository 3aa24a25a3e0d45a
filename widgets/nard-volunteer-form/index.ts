// Entry of nard-volunteer-form.js: `<script src=".../widgets/nard-volunteer-form.js" defer></script>`.
import firstView from 'virtual:nard-first-view';
import {defineWidget} from '../shared/define-widget.tsx';
import {prerendered} from '../shared/first-view.ts';
import {applicantType} from './form-values.ts';
import {VOLUNTEER_FORM_CSS} from './styles.ts';
import {VolunteerForm} from './volunteer-form.tsx';

defineWidget({
  tag: 'nard-volunteer-form',
  attributes: ['type'],
  css: VOLUNTEER_FORM_CSS,
  view: VolunteerForm,
  // The build's first view (widgets/build/first-view.ts; none in the build that draws it): a volunteer's
  // form, as `type` is anything but "work".
  paint: firstView
    ? prerendered(firstView, (attrs) => applicantType(attrs.type ?? null) === 'volunteer')
    : undefined,
});
