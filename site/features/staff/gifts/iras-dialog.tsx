// The IRAS file: the year's tax-deductible gifts with each donor's full ID number, for the IPC's donation
// submission. The one download with full ID numbers, so it says so, and Activity records who took it.
import {downloadFile} from '../../../../core/contributions/index.ts';
import {SelectField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {getGiftFile} from './gifts-api.ts';

export function IrasDialog({host}: {host: ScreenHost}) {
  const thisYear = Number(todayInSingapore().slice(0, 4));
  // IRAS takes the records of a year by the next year's start; the last few years stay to correct them.
  const years = [0, 1, 2, 3, 4, 5]
    .map((back) => String(thisYear - back))
    .map((year) => ({value: year, label: year}));
  const form = useForm({
    initial: {year: String(thisYear)},
    check: (values: {year: string}) => ({ok: true as const, value: values.year}),
    send: async (api, year) => {
      const file = await getGiftFile(api, 'iras', {year});
      if (file.success) downloadFile(`iras-donations-${year}.csv`, file.blob);
      return file;
    },
    keepValues: true,
    onSuccess: (_answer, year) =>
      host.finish(`Downloaded the IRAS file for ${year}. Activity records that you did.`),
  });
  return (
    <FormDialog open title="Download the IRAS file" submitLabel="Download" form={form} onClose={host.close}>
      <p>
        The year&apos;s received gifts with an NRIC, FIN or UEN, one row each with the full ID number, for the
        foundation&apos;s donation submission to IRAS. Keep the file safe and delete it once submitted. Check
        it with IRAS&apos;s validation program before filing (see the README).
      </p>
      <SelectField label="Year of the gifts" options={years} {...form.bind('year')} />
    </FormDialog>
  );
}
