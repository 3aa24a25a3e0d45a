// Several pledges marked received at once (issue 56): a cash box counted, or a day's transfers checked in
// the bank's app. Staff tick the open gifts in the list; the bar above it names how many and opens the one
// dialog: the day they arrived, each at its pledged amount (or what the statement showed), all or none.
import {css} from 'goober';
import type {GiftRecord} from '../../../../core/donate/index.ts';
import {formatCents} from '../../../../core/format/index.ts';
import {bulkReceiveRules, checkForm} from '../../../../core/rules/index.ts';
import {Button} from '../../../ui/button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {DayField, NoteField} from './gift-dialogs.tsx';
import {receiveGifts} from './gifts-api.ts';

const gifts = (count: number) => (count === 1 ? '1 gift' : `${count} gifts`);

/** The tick box of one open gift in the list. */
export function SelectGift({
  gift,
  selected,
  onChange,
}: {
  gift: GiftRecord;
  selected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={css`width: 24px; height: 24px;`}
      aria-label={`Select ${gift.reference}`}
      checked={selected}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function BulkReceiveDialog({
  selected,
  host,
  onDone,
}: {
  selected: GiftRecord[];
  host: ScreenHost;
  onDone: () => void;
}) {
  // The latest pledge decides the earliest day: no gift arrives before it was pledged.
  const latestPledge =
    selected
      .map((gift) => gift.pledgedOn)
      .sort()
      .at(-1) ?? null;
  const form = useForm({
    initial: {receivedOn: todayInSingapore(), note: ''},
    check: (values: {receivedOn: string; note: string}) => {
      const body = {
        ids: selected.map((gift) => gift.id),
        receivedOn: values.receivedOn,
        ...(values.note.trim() ? {note: values.note} : {}),
      };
      const checked = checkForm(bulkReceiveRules, body);
      return checked.ok ? {ok: true as const, value: body} : {ok: false as const, errors: checked.errors};
    },
    send: (api, body) => receiveGifts(api, body),
    keepValues: true,
    onSuccess: (answer) => {
      onDone();
      host.finish(
        `Received: ${gifts(answer.gifts.length)}, receipts ${answer.gifts.map((gift) => gift.receiptNumber).join(', ')}.`,
      );
    },
  });
  const total = selected.reduce((sum, gift) => sum + (gift.receivedCents ?? gift.amountCents), 0);
  return (
    <FormDialog
      open
      title={`Mark ${gifts(selected.length)} received`}
      submitLabel="Mark received"
      form={form}
      onClose={host.close}
    >
      <p>{`${formatCents(total)} in all. Each gift is received at its own amount and gets its receipt; if one was received or voided meanwhile, nothing is marked.`}</p>
      <ul className={css`padding-left: 20px; max-height: 30vh; overflow: auto;`}>
        {selected.map((gift) => (
          <li
            key={gift.id}
          >{`${gift.reference}: ${formatCents(gift.receivedCents ?? gift.amountCents)} from ${gift.donorName}`}</li>
        ))}
      </ul>
      <DayField pledgedOn={latestPledge} bind={form.bind('receivedOn')} />
      <NoteField bind={form.bind('note')} />
    </FormDialog>
  );
}

/** The bar above the list while gifts are ticked: how many, Mark received, and Clear. */
export function BulkReceiveBar({
  selected,
  host,
  onClear,
}: {
  selected: GiftRecord[];
  host: ScreenHost;
  onClear: () => void;
}) {
  if (selected.length === 0) return null;
  return (
    <section
      aria-label="Selected gifts"
      className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 16px;`}
    >
      <p className={css`margin: 0;`}>{`${gifts(selected.length)} selected.`}</p>
      <Button
        aria-haspopup="dialog"
        onClick={() =>
          host.open((screen) => <BulkReceiveDialog selected={selected} host={screen} onDone={onClear} />)
        }
      >
        {`Mark ${gifts(selected.length)} received...`}
      </Button>
      <Button variant="quiet" onClick={onClear}>
        Clear the selection
      </Button>
    </section>
  );
}
