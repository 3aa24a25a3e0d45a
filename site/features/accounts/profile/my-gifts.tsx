// "My gifts" on the profile (issue 22): the gifts given with this account's confirmed e-mail address, each
// with where it stands and its receipt, and a year statement as a PDF for the donor's own records.
import {css} from 'goober';
import {useState} from 'react';
import type {Api} from '../../../../core/api/index.ts';
import {downloadFile} from '../../../../core/contributions/index.ts';
import type {GiftRecord, GiftStatus} from '../../../../core/data/index.ts';
import {formatMoney} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {SelectField} from '../../../ui/field.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {TextLink} from '../../../ui/text-link.tsx';

const STANDING: Record<GiftStatus, (gift: GiftRecord) => string> = {
  pledged: (gift) => `Waiting for your transfer with the reference ${gift.reference}.`,
  review: (gift) =>
    `${formatMoney(gift.received ?? 0)} arrived instead of ${formatMoney(gift.amount)}: we are checking it and will write to you.`,
  received: (gift) => `Received on ${gift.receivedOn}. Receipt ${gift.receiptNumber}.`,
  void: (gift) => `Cancelled${gift.voidReason ? `: ${gift.voidReason}` : ''}.`,
};

async function download(path: string, fileName: string): Promise<string> {
  const api: Api = await loadApi();
  const file = await api.send<{blob: Blob}>({method: 'get', path, accept: 'blob'});
  if (!file.success) return file.message;
  downloadFile(fileName, file.blob);
  return '';
}

function YearStatement({years}: {years: string[]}) {
  const [year, setYear] = useState(years[0] ?? '');
  const [problem, setProblem] = useState('');
  if (years.length === 0) return null;
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: end;`}>
      <div className={css`min-width: 140px;`}>
        <SelectField
          label="Year"
          options={years.map((value) => ({value, label: value}))}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
      </div>
      <Button
        variant="secondary"
        onClick={async () =>
          setProblem(await download(`me/gifts/statement?year=${year}`, `nard-gifts-${year}.pdf`))
        }
      >
        Download the year statement (PDF)
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

/** The signed-in donor's gifts; nothing to show until their address is confirmed (the server says so). */
export function MyGifts() {
  const [problem, setProblem] = useState('');
  const {state, refetch} = useLoad(async (api, signal) => {
    const answer = dataOf(
      await api.send<{gifts: GiftRecord[]; addressConfirmed: boolean; message?: string}>(
        {method: 'get', path: 'me/gifts'},
        {signal},
      ),
    );
    // Not confirmed yet: the server's sentence says what to do.
    return answer.addressConfirmed
      ? {gifts: answer.gifts, notYet: ''}
      : {gifts: null, notYet: answer.message ?? ''};
  }, []);
  if (state.status === 'loading') return <LoadingNote text="Loading your gifts..." />;
  if (state.status === 'failed')
    return <LoadProblem message={`We could not load your gifts. ${state.message}`} onRetry={refetch} />;
  const {gifts, notYet} = state.data;
  return (
    <section aria-labelledby="my-gifts-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="my-gifts-heading">My gifts</h2>
      {gifts === null ? (
        <p>{notYet}</p>
      ) : gifts.length === 0 ? (
        <p>
          No gifts with this e-mail address yet. You can give on the{' '}
          <TextLink href="/contributions#give-now">contributions page</TextLink>.
        </p>
      ) : (
        <>
          <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
            {gifts.map((gift) => (
              <li key={gift.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
                <strong>{`${formatMoney(gift.received ?? gift.amount)} to ${gift.projectTitle}`}</strong>
                <span>{STANDING[gift.status](gift)}</span>
                {gift.status === 'received' && (
                  <Button
                    variant="secondary"
                    aria-label={`Download receipt ${gift.receiptNumber}`}
                    onClick={async () =>
                      setProblem(await download(`me/gifts/${gift.id}/receipt`, `${gift.receiptNumber}.pdf`))
                    }
                  >
                    Download receipt
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {problem && <p role="alert">{problem}</p>}
          <YearStatement
            years={[
              ...new Set(
                gifts
                  .filter((gift) => gift.status === 'received')
                  .map((gift) => gift.receivedOn!.slice(0, 4)),
              ),
            ]}
          />
        </>
      )}
    </section>
  );
}
