// Gifts for the accounts (issue 56): the gifts that arrived in a period as a CSV that opens in Excel, with
// receipt numbers, how each was paid and cheque numbers. It holds donors' names: Activity records who took it.
import {downloadFile} from '../../../../core/contributions/index.ts';
import {TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {getGiftFile} from './gifts-api.ts';

type Period = {from: string; to: string};

function checkPeriod(period: Period) {
  const errors: Record<string, string> = {};
  if (!period.from) errors.from = 'Choose the first day.';
  if (!period.to) errors.to = 'Choose the last day.';
  else if (period.from && period.to < period.from) errors.to = 'The last day comes before the first day.';
  return Object.keys(errors).length > 0 ? {ok: false as const, errors} : {ok: true as const, value: period};
}

export function ExportDialog({host}: {host: ScreenHost}) {
  const today = todayInSingapore();
  const form = useForm({
    initial: {from: `${today.slice(0, 4)}-01-01`, to: today},
    check: checkPeriod,
    send: async (api, period: Period) => {
      const file = await getGiftFile(api, 'export', period);
      if (file.success) downloadFile(`gifts-${period.from}-to-${period.to}.csv`, file.blob);
      return file;
    },
    keepValues: true,
    onSuccess: (_answer, period) =>
      host.finish(`Downloaded the gifts from ${period.from} to ${period.to}. Activity records that you did.`),
  });
  return (
    <FormDialog
      open
      title="Export gifts for the accounts"
      submitLabel="Download"
      form={form}
      onClose={host.close}
    >
      <p>
        The gifts that arrived in the period, received, voided or refunded: day, receipt number, donor,
        project, amount, how it was paid and the cheque number. ID numbers are masked and there are no
        e-mails. One file holds at most a year.
      </p>
      <TextField label="First day" type="date" max={today} {...form.bind('from')} />
      <TextField label="Last day" type="date" max={today} {...form.bind('to')} />
    </FormDialog>
  );
}
