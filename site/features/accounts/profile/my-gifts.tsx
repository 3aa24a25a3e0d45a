// "My gifts" (issues 22 and 56): the gifts given with an address, each with where it stands and its
// receipt, and a year statement as a PDF for the donor's own records. On the profile they are the signed-in
// account's (its confirmed address); on /my-gifts a donor session's, opened by a mailed link.
import {css} from 'goober';
import {useState} from 'react';
import type {Api, MyGiftsAnswer} from '../../../../core/api/index.ts';
import {downloadFile} from '../../../../core/contributions/index.ts';
import type {GiftRecord, GiftStatus} from '../../../../core/donate/index.ts';
import {formatCents, formatDateIn} from '../../../../core/format/index.ts';
import {type BookKey, profileBook, type Words} from '../../../../core/i18n/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageLanguageCode, pageWords} from '../../../lib/page-language.ts';
import {richText} from '../../../lib/rich-text.tsx';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {SelectField} from '../../../ui/field.tsx';
import {giftProjectTitleIn} from '../../../ui/gift-donor-fields.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {TextLink} from '../../../ui/text-link.tsx';

type ProfileWords = Words<BookKey<typeof profileBook>>;

// The day a gift arrived: the English shows the stored date as it is, the other languages their long date.
const receivedDay = (iso: string) => formatDateIn(pageLanguageCode(), iso, (day) => day);

const STANDING: Record<GiftStatus, (words: ProfileWords, gift: GiftRecord) => string> = {
  pledged: (words, gift) => words('giftPledged', {reference: gift.reference}),
  review: (words, gift) =>
    words('giftReview', {
      received: formatCents(gift.receivedCents ?? 0),
      amount: formatCents(gift.amountCents),
    }),
  received: (words, gift) =>
    words('giftReceived', {date: receivedDay(gift.receivedOn ?? ''), receipt: gift.receiptNumber ?? ''}),
  void: (words, gift) =>
    gift.voidReason ? words('giftVoidReason', {reason: gift.voidReason}) : words('giftVoid'),
  refunded: (words, gift) => words('giftRefunded', {receipt: gift.receiptNumber ?? ''}),
};

/** Whose gifts: the signed-in account's, or a donor session's (its header, and what to do when it ends). */
export type GiftSource = {
  path: 'me/gifts' | 'donor/gifts';
  headers?: Record<string, string>;
  /** A donor session ended (12 hours, or closed elsewhere): the page asks for a new link. */
  onEnded?: (message: string) => void;
};

const ACCOUNT_GIFTS: GiftSource = {path: 'me/gifts'};

async function download(source: GiftSource, path: string, fileName: string): Promise<string> {
  const api: Api = await loadApi();
  const file = await api.send<{blob: Blob}>(
    {method: 'get', path: `${source.path}${path}`, accept: 'blob'},
    source.headers ? {headers: source.headers} : {},
  );
  if (!file.success) return file.message;
  downloadFile(fileName, file.blob);
  return '';
}

function YearStatement({years, source}: {years: string[]; source: GiftSource}) {
  const words = pageWords(profileBook);
  const [year, setYear] = useState(years[0] ?? '');
  const [problem, setProblem] = useState('');
  if (years.length === 0) return null;
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: end;`}>
      <div className={css`min-width: 140px;`}>
        <SelectField
          label={words('year')}
          options={years.map((value) => ({value, label: value}))}
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
        />
      </div>
      <Button
        variant="secondary"
        onClick={async () =>
          setProblem(await download(source, `/statement?year=${year}`, `nard-gifts-${year}.pdf`))
        }
      >
        {words('downloadStatement')}
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

/**
 * The gifts of `source` (the signed-in account's by default); for an account, nothing to show until its
 * address is confirmed (the server says so). `heading` replaces the section's heading (a page of its own).
 */
export function MyGifts({source = ACCOUNT_GIFTS, heading}: {source?: GiftSource; heading?: string}) {
  const words = pageWords(profileBook);
  const [problem, setProblem] = useState('');
  const {state, refetch} = useLoad(async (api, signal) => {
    const result = await api.send<MyGiftsAnswer>(
      {method: 'get', path: source.path},
      {signal, ...(source.headers ? {headers: source.headers} : {})},
    );
    if (!result.success && result.code === 'donor_session_ended') source.onEnded?.(result.message);
    const answer = dataOf(result);
    // Not confirmed yet: the server's sentence says what to do.
    return answer.addressConfirmed
      ? {gifts: answer.gifts, notYet: ''}
      : {gifts: null, notYet: answer.message ?? ''};
  }, []);
  if (state.status === 'loading') return <LoadingNote text={words('loadingGifts')} />;
  if (state.status === 'failed')
    return <LoadProblem message={words('giftsProblem', {problem: state.message})} onRetry={refetch} />;
  const {gifts, notYet} = state.data;
  return (
    <section aria-labelledby="my-gifts-heading" className={css`display: grid; gap: 12px;`}>
      {/* A long address in the heading wraps anywhere rather than widen a phone's page. */}
      <h2 id="my-gifts-heading" className={css`overflow-wrap: anywhere;`}>
        {heading ?? words('myGiftsHeading')}
      </h2>
      {gifts === null ? (
        <p>{notYet}</p>
      ) : gifts.length === 0 ? (
        <p>
          {richText(words, 'noGifts', {
            link: (text) => <TextLink href="/contributions#give-now">{text}</TextLink>,
          })}
        </p>
      ) : (
        <>
          <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
            {gifts.map((gift) => (
              <li key={gift.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
                <strong>
                  {words('giftLine', {
                    amount: formatCents(gift.receivedCents ?? gift.amountCents),
                    project: giftProjectTitleIn(gift.project, gift.projectTitle),
                  })}
                </strong>
                <span>{STANDING[gift.status](words, gift)}</span>
                {gift.status === 'received' && (
                  <Button
                    variant="secondary"
                    aria-label={words('downloadReceiptLabel', {receipt: gift.receiptNumber ?? ''})}
                    onClick={async () =>
                      setProblem(await download(source, `/${gift.id}/receipt`, `${gift.receiptNumber}.pdf`))
                    }
                  >
                    {words('downloadReceipt')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {problem && <p role="alert">{problem}</p>}
          <YearStatement
            source={source}
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
