// Create or edit one announcement: date, title and description, and the same in other languages if staff
// have them, checked with core's rules.

import {css} from 'goober';
import {cleanAnnouncementText} from '../../../../core/announcements/index.ts';
import type {Announcement} from '../../../../core/api/index.ts';
import {AnnouncementText} from '../../../ui/announcement-text.tsx';
import {SelectField, TextAreaField, TextField} from '../../../ui/field.tsx';
import {colors, radius} from '../../../ui/theme.ts';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {checkRecord, todayInSingapore} from '../shared/record-check.ts';
import {
  TranslationFields,
  type TranslationValues,
  translationValues,
  withTranslations,
} from '../shared/translation-fields.tsx';
import {saveRecord} from '../staff-api.ts';

type Values = {
  date: string;
  title: string;
  description: string;
  popup: string;
} & TranslationValues<'announcements'>;

const POPUP_CHOICES = [
  {value: 'no', label: 'No'},
  {value: 'yes', label: 'Yes: show it when people open the home page (instead of the one shown now)'},
];
const checkAnnouncement = checkRecord<Record<string, string>>('announcements');
const check = (values: Values) => {
  const checked = checkAnnouncement(bodyOf(values) as unknown as Record<string, string>);
  return checked.ok ? {ok: true as const, value: values} : checked;
};
/** The record the API takes: the English fields and `translations` by language. */
const bodyOf = (values: Values) => withTranslations('announcements', values);
const SHAPES = {
  title: {label: 'Title', maxLength: 160},
  description: {label: 'Description', multiline: true},
};

export type AnnouncementFormProps = {
  /** null: a new announcement. */
  announcement: Announcement | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** The dialog with the announcement's form; mount a new one per record (`key`). */
// The live preview: the same drawing as the page and the widget, of the text as the server will store it.
const previewClass = () => css`
  margin-top: 8px;
  padding: 12px 16px;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radius.s};
`;

export function AnnouncementForm({announcement, onClose, onSaved}: AnnouncementFormProps) {
  const form = useForm<Values, Values, {message: string}>({
    initial: announcement
      ? {
          date: announcement.date,
          title: announcement.title,
          description: announcement.description,
          popup: announcement.popup ? 'yes' : 'no',
          ...translationValues('announcements', announcement.translations),
        }
      : {
          date: todayInSingapore(),
          title: '',
          description: '',
          popup: 'no',
          ...translationValues('announcements', undefined),
        },
    check,
    send: (api, value) => saveRecord(api, 'announcements', announcement?.id ?? null, bodyOf(value)),
    keepValues: true,
    onSuccess: (answer) => onSaved(answer.message ?? 'The announcement is saved.'),
  });
  return (
    <FormDialog
      open
      title={announcement ? 'Edit announcement' : 'New announcement'}
      submitLabel={announcement ? 'Save changes' : 'Publish'}
      form={form}
      onClose={onClose}
    >
      <TextField label="Date" type="date" required {...form.bind('date')} />
      <TextField label="Title" required maxLength={160} {...form.bind('title')} />
      <TextAreaField
        label="Description"
        required
        rows={6}
        hint="To format: **bold words**, [link words](https://...), a line starting with - for a list, and an empty line between paragraphs."
        {...form.bind('description')}
      />
      <SelectField label="Home page pop-up" options={POPUP_CHOICES} {...form.bind('popup')} />
      {form.values.description.trim() ? (
        <section aria-label="Preview" className={previewClass()}>
          <p className={css`margin: 0 0 8px; font-weight: 700;`}>Preview</p>
          <AnnouncementText source={cleanAnnouncementText(form.values.description)} />
        </section>
      ) : null}
      <TranslationFields kind="announcements" shapes={SHAPES} bind={form.bind} />
    </FormDialog>
  );
}
