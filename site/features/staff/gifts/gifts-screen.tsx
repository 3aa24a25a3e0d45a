// Gifts (issue 22): every pledge and gift a page at a time, found by reference, name or e-mail and filtered
// by status, project and day (pledges unpaid too long are left out unless asked for or searched, issue 54);
// each received, voided or its receipt downloaded; gifts recorded by hand; bank statements imported; the
// transfers no reference matched settled by hand; and the year's IRAS file.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../../../core/contributions/index.ts';
import type {GiftRecord, StaffGiftRecord} from '../../../../core/donate/index.ts';
import {pledgeProjectChoices} from '../../../../core/donate/index.ts';
import {formatCents} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {media} from '../../../ui/theme.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import type {ScreenHost} from '../shared/record-types.ts';
import {BulkReceiveBar, SelectGift} from './bulk-receive.tsx';
import {ExportDialog} from './export-dialog.tsx';
import {ReceiveDialog, RefundDialog, TaxIdDialog, VoidDialog} from './gift-dialogs.tsx';
import {
  donorLabel,
  expiredLabel,
  isExpired,
  paidByLabel,
  receiptMailLabel,
  STATUS_LABELS,
  STATUS_SHORT,
} from './gift-words.ts';
import {type GiftListAnswer, getGiftFile, listGifts, resendReceiptMail} from './gifts-api.ts';
import {IrasDialog} from './iras-dialog.tsx';
import {MatchTransferDialog, NewGiftFromTransferDialog, RecordGiftDialog} from './record-gift-dialog.tsx';
import {StatementImport} from './statement-import.tsx';
import {StatementImports} from './statement-imports.tsx';
import {WaitingTransfers} from './waiting-transfers.tsx';

const PROJECT_OPTIONS = pledgeProjectChoices();
const isOpen = (gift: GiftRecord) => gift.status === 'pledged' || gift.status === 'review';
const FIRST_PAGE = {search: '', status: '', project: '', from: '', to: '', page: '1', pageSize: '25'};

/** What the list's answer says besides its page: where expiry falls. */
type ListFacts = Omit<GiftListAnswer, 'items' | 'total' | 'page' | 'pageSize'>;

function statusOptions(expiryDays: number | null) {
  const [pledged, ...others] = Object.entries(STATUS_LABELS).map(([value, label]) => ({value, label}));
  return [pledged!, {value: 'expired', label: expiredLabel(expiryDays)}, ...others];
}

function Filters({host, expiryDays}: {host: ScreenHost; expiryDays: number | null}) {
  // Any change asks for the first page again: page 3 of the old filter means nothing in the new one.
  const set = (name: string) => (event: {currentTarget: {value: string}}) =>
    host.setQuery({...host.query, [name]: event.currentTarget.value, page: '1'});
  return (
    <div
      className={css`display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); margin-bottom: 16px;`}
    >
      <div className={css`grid-column: 1 / -1; max-width: 420px;`}>
        <TextField
          label="Find by reference, name, e-mail, amount or day"
          type="search"
          spellCheck={false}
          hint="Finds every gift, expired pledges too. A reference may be typed in small letters or with spaces; an amount as $88 or 1,250.50; a day as 2/12/2026."
          value={host.query.search ?? ''}
          onChange={set('search')}
        />
      </div>
      <SelectField
        label="Status"
        options={statusOptions(expiryDays)}
        emptyLabel="All but expired"
        value={host.query.status ?? ''}
        onChange={set('status')}
      />
      <SelectField
        label="Project"
        options={PROJECT_OPTIONS}
        emptyLabel="Every project"
        value={host.query.project ?? ''}
        onChange={set('project')}
      />
      <TextField label="From" type="date" value={host.query.from ?? ''} onChange={set('from')} />
      <TextField label="To" type="date" value={host.query.to ?? ''} onChange={set('to')} />
    </div>
  );
}

/** The gifts screen of the console. */
export default function GiftsScreen() {
  const [facts, setFacts] = useState<ListFacts>({expiredBefore: '', pledgeExpiryDays: 0});
  // Each load of the gifts (a dialog finished, a filter changed) loads the transfers and statements too.
  const [loads, setLoads] = useState(0);
  const expiredBefore = facts.expiredBefore || null;
  // The tax part of the forms shows only when the foundation is an IPC, as on the donate section.
  const {state: config} = useLoad(
    async (api, signal) => dataOf(await api.getPublicConfig({signal})).config,
    [],
  );
  const taxOffered = config.status === 'ready' && config.data.ipc !== null;
  // Ticked open gifts, kept across pages and searches until marked or cleared.
  const [selected, setSelected] = useState<ReadonlyMap<string, GiftRecord>>(new Map());
  const select = (gift: GiftRecord, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(gift.id, gift);
      else next.delete(gift.id);
      return next;
    });
  return (
    <RecordScreen<StaffGiftRecord>
      intro="Gifts pledged on the site and the widgets, and those recorded here. A received gift has a receipt and shows on the contributions page; ID numbers are shown masked. A pledge still unpaid after its expiry leaves this list; a transfer with its reference still pays it."
      query={FIRST_PAGE}
      load={async (api, query, signal) => {
        const {items, total, page, pageSize, ...rest} = dataOf(await listGifts(api, query, signal));
        setFacts(rest);
        setLoads((count) => count + 1);
        return {items, total, page, pageSize};
      }}
      loading="Loading gifts..."
      empty="No gifts match this search or these filters."
      caption="Gifts, newest first"
      rowKey={(gift) => gift.id}
      controls={(host) => (
        <>
          <StatementImports host={host} reloadKey={loads} />
          <WaitingTransfers
            reloadKey={loads}
            onMatch={(transfer) =>
              host.open((screen) => <MatchTransferDialog transfer={transfer} host={screen} />)
            }
            onNewGift={(transfer) =>
              host.open((screen) => (
                <NewGiftFromTransferDialog transfer={transfer} host={screen} taxOffered={taxOffered} />
              ))
            }
          />
          <Filters host={host} expiryDays={facts.pledgeExpiryDays || null} />
          <BulkReceiveBar
            selected={[...selected.values()]}
            host={host}
            onClear={() => setSelected(new Map())}
          />
        </>
      )}
      tools={[
        {label: 'Import a bank statement...', dialog: (_query, host) => <StatementImport host={host} />},
        {
          label: 'Record a gift...',
          variant: 'secondary',
          dialog: (_query, host) => <RecordGiftDialog host={host} taxOffered={taxOffered} />,
        },
        {label: 'IRAS file...', variant: 'secondary', dialog: (_query, host) => <IrasDialog host={host} />},
        {label: 'Export...', variant: 'secondary', dialog: (_query, host) => <ExportDialog host={host} />},
      ]}
      columns={[
        {
          heading: 'Select',
          cell: (gift) =>
            isOpen(gift) ? (
              <SelectGift gift={gift} selected={selected.has(gift.id)} onChange={(on) => select(gift, on)} />
            ) : null,
        },
        {
          heading: 'Gift',
          cell: (gift) => (
            <>
              <strong className={css`${media.desktop} { white-space: nowrap; }`}>{gift.reference}</strong>
              <br />
              {gift.receivedOn ? `Received ${gift.receivedOn}` : `Pledged ${gift.pledgedOn}`}
              {gift.paidBy &&
                ` (${paidByLabel(gift.paidBy)}${gift.chequeNumber ? ` ${gift.chequeNumber}` : ''})`}
            </>
          ),
        },
        {
          heading: 'Donor',
          cell: (gift) => (
            <>
              {donorLabel(gift)}
              <br />
              {gift.email === '' ? (
                'No e-mail: hand the receipt over'
              ) : (
                <a href={`mailto:${gift.email}`} className={css`overflow-wrap: anywhere;`}>
                  {gift.email}
                </a>
              )}
            </>
          ),
        },
        {heading: 'Project', cell: (gift) => gift.projectTitle},
        {
          heading: 'Amount',
          cell: (gift) =>
            gift.receivedCents !== null && gift.receivedCents !== gift.amountCents
              ? `${formatCents(gift.receivedCents)} received (pledged ${formatCents(gift.amountCents)})`
              : formatCents(gift.receivedCents ?? gift.amountCents),
        },
        {
          heading: 'Tax ID',
          cell: (gift) =>
            gift.taxIdMasked ? `${gift.taxIdType} ${gift.taxIdMasked}, ${gift.taxName}` : 'None',
        },
      ]}
      actions={{
        heading: 'Status',
        note: (gift) => (
          <>
            <strong>{isExpired(gift, expiredBefore) ? 'Expired pledge' : STATUS_SHORT[gift.status]}</strong>
            {gift.receiptNumber && ` · ${gift.receiptNumber}`}
            {gift.voidReason && ` · ${gift.voidReason}`}
            {gift.status === 'received' && gift.receiptMail && (
              <>
                <br />
                {receiptMailLabel(gift.receiptMail)}
              </>
            )}
            {gift.note && (
              <>
                <br />
                {`Note: ${gift.note}`}
              </>
            )}
          </>
        ),
        buttons: [
          {
            label: 'Mark received',
            name: (gift) => `Mark ${gift.reference} received`,
            shows: isOpen,
            dialog: (gift, host) => <ReceiveDialog gift={gift} host={host} />,
          },
          {
            label: 'Receipt',
            name: (gift) => `Download receipt ${gift.receiptNumber}`,
            variant: 'secondary',
            shows: (gift) => gift.status === 'received',
            run: async (api, gift) => {
              const file = await getGiftFile(api, `${gift.id}/receipt`);
              if (file.success) downloadFile(`${gift.receiptNumber}.pdf`, file.blob);
              return file;
            },
            done: (gift) => `Downloaded receipt ${gift.receiptNumber}.`,
          },
          {
            label: 'Send again',
            name: (gift) => `Send receipt ${gift.receiptNumber} again`,
            variant: 'secondary',
            shows: (gift) => gift.status === 'received' && gift.email !== '',
            run: (api, gift) => resendReceiptMail(api, gift.id),
            done: (gift) => `Receipt ${gift.receiptNumber} is on its way to ${gift.email} again.`,
          },
          {
            label: 'Tax ID',
            name: (gift) => `Tax ID of ${gift.reference}`,
            variant: 'quiet',
            shows: (gift) => taxOffered && gift.status !== 'void' && gift.status !== 'refunded',
            dialog: (gift, host) => <TaxIdDialog gift={gift} host={host} />,
          },
          {
            label: 'Refund',
            name: (gift) => `Refund ${gift.reference}`,
            variant: 'quiet',
            shows: (gift) => gift.status === 'received',
            dialog: (gift, host) => <RefundDialog gift={gift} host={host} />,
          },
          {
            label: 'Void',
            name: (gift) => `Void ${gift.reference}`,
            variant: 'quiet',
            shows: (gift) => gift.status !== 'void' && gift.status !== 'refunded',
            dialog: (gift, host) => <VoidDialog gift={gift} host={host} />,
          },
        ],
      }}
    />
  );
}
