// Create or edit one announcement: date, title and description, checked with core's rules.
import type {Announcement} from '../../../../core/api/index.ts';
import {TextAreaField, TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {checkRecord, todayInSingapore} from '../shared/record-check.ts';
import {saveRecord} from '../staff-api.ts';

type Values = {date: string; title: string; description: string};
const check = checkRecord<Values>('announcements');

export type AnnouncementFormProps = {
  /** null: a new announcement. */
  announcement: Announcement | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** The dialog with the announcement's form; mount a new one per record (`key`). */
export function AnnouncementForm({announcement, onClose, onSaved}: AnnouncementFormProps) {
  const form = useForm<Values, Values, {message: string}>({
    initial: announcement
      ? {date: announcement.date, title: announcement.title, description: announcement.description}
      : {date: todayInSingapore(), title: '', description: ''},
    check,
    send: (api, value) => saveRecord(api, 'announcements', announcement?.id ?? null, value),
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
      <TextAreaField label="Description" required rows={6} {...form.bind('description')} />
    </FormDialog>
  );
}
