// The IRAS file of a year (issue 55), in the order staff work: what the file holds and what IRAS would
// refuse (mend those first), the download (every donor's full ID number: Activity records who took it),
// the files taken and the day each was submitted, and the filed gifts to correct with an amendment file.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../../../core/contributions/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {CheckField} from '../../../ui/check-field.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {SelectField} from '../../../ui/field.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {checkIras, getGiftFile, type IrasCheck} from './gifts-api.ts';
import {IrasFilings} from './iras-filings.tsx';

const CHANGES: Record<IrasCheck['corrections'][number]['changes'][number], string> = {
  cancelled: 'voided or refunded: send it at $0',
  amount: 'the amount changed',
  id: 'the ID number changed',
  name: 'the name changed',
  date: 'the day it arrived changed',
};
const gifts = (count: number) => (count === 1 ? '1 gift' : `${count} gifts`);
const sectionHeading = css`font-size: 1.2rem; margin: 24px 0 8px;`;

function Refused({refused}: {refused: IrasCheck['refused']}) {
  if (refused.length === 0) return null;
  return (
    <>
      <h3 className={sectionHeading}>IRAS would refuse {gifts(refused.length)}</h3>
      <p>These are left out of the file until they are mended. Find each by its reference in Gifts.</p>
      <ul className={css`padding-left: 20px; display: grid; gap: 8px;`}>
        {refused.map((gift) => (
          <li key={gift.reference}>
            <strong>{gift.reference}</strong> (receipt {gift.receiptNumber}): {gift.problems.join(' ')}
          </li>
        ))}
      </ul>
    </>
  );
}

function Corrections({
  corrections,
  onDownload,
}: {
  corrections: IrasCheck['corrections'];
  onDownload: () => void;
}) {
  return (
    <>
      <h3 className={sectionHeading}>To correct with IRAS</h3>
      {corrections.length === 0 ? (
        <p>No filed gift has changed since it was filed.</p>
      ) : (
        <>
          <ul className={css`padding-left: 20px; display: grid; gap: 8px;`}>
            {corrections.map((gift) => (
              <li key={gift.reference}>
                <strong>{gift.reference}</strong>, receipt {gift.receiptNumber}, filed at ${gift.filedDollars}
                : {gift.changes.map((change) => CHANGES[change]).join(', ')}.
              </li>
            ))}
          </ul>
          <p>
            Download the amendment file, submit it as an amendment on myTax Portal, then mark it submitted
            above.
          </p>
          <Button variant="secondary" onClick={onDownload}>
            Download the amendment file
          </Button>
        </>
      )}
    </>
  );
}

export function IrasDialog({host}: {host: ScreenHost}) {
  const thisYear = Number(todayInSingapore().slice(0, 4));
  // Donations of a year are filed by 31 January of the next; the last few years stay open to correct.
  const years = [0, 1, 2, 3, 4, 5]
    .map((back) => String(thisYear - back))
    .map((value) => ({value, label: value}));
  const [year, setYear] = useState(String(todayInSingapore().slice(5) < '02-01' ? thisYear - 1 : thisYear));
  const [all, setAll] = useState(false);
  const [note, setNote] = useState('');
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await checkIras(api, year, all, signal)),
    [year, all],
  );
  const download = async (path: string, name: string, done: string) => {
    setNote('Preparing the file...');
    const file = await getGiftFile(await loadApi(), path, all && path === 'iras' ? {year, all: '1'} : {year});
    if (!file.success) return setNote(file.message);
    downloadFile(name, file.blob);
    setNote(done);
    refetch();
  };
  const check = state.status === 'ready' ? state.data.check : null;
  return (
    <Dialog
      open
      wide
      title="The IRAS file"
      onClose={host.close}
      actions={
        <Button variant="secondary" onClick={host.close}>
          Close
        </Button>
      }
    >
      <p>
        The year&apos;s received gifts with an NRIC, FIN or UEN, in the layout IRAS&apos;s validation program
        checks and myTax Portal takes, one record each with the full ID number. File a year by 31 January of
        the next. Keep the file safe and delete it once submitted.
      </p>
      <div className={css`display: flex; flex-wrap: wrap; gap: 16px; align-items: end;`}>
        <SelectField
          label="Year of the gifts"
          options={years}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
        <CheckField
          name="all"
          label="Include gifts filed before (to file the whole year again)"
          value={all ? 'yes' : ''}
          onChange={(event) => setAll(event.currentTarget.value === 'yes')}
        />
      </div>
      <p role="status" className={css`min-height: 1.5em;`}>
        {note}
      </p>
      {state.status === 'loading' && <LoadingNote text="Checking the gifts of the year..." />}
      {state.status === 'failed' && <LoadProblem message={state.message} onRetry={refetch} />}
      {check && state.status === 'ready' && (
        <>
          <h3 className={sectionHeading}>The file</h3>
          <p>
            {check.records === 0
              ? `No gift of ${check.year} is waiting to be filed.`
              : `${gifts(check.records)} to file, $${check.totalDollars} in whole dollars.`}{' '}
            {check.filed > 0 && `${gifts(check.filed)} of ${check.year} filed already.`}
          </p>
          {check.records > 0 && (
            <Button
              onClick={() =>
                download(
                  'iras',
                  `iras-donations-${year}.csv`,
                  `Downloaded the IRAS file for ${year}. Activity records that you did.`,
                )
              }
            >
              Download the IRAS file
            </Button>
          )}
          <Refused refused={check.refused} />
          <h3 className={sectionHeading}>Files of {check.year}</h3>
          <IrasFilings
            filings={state.data.filings}
            onMarked={(message) => {
              setNote(message);
              refetch();
            }}
          />
          <Corrections
            corrections={check.corrections}
            onDownload={() =>
              download(
                'iras/amendment',
                `iras-amendment-${year}.csv`,
                `Downloaded the amendment file for ${year}.`,
              )
            }
          />
        </>
      )}
    </Dialog>
  );
}
