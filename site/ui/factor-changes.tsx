// "Changes to how you sign in" (issue 54): the latest changes to a person's passkeys, authenticator and
// recovery codes, with when and on which browser, so a change its owner did not make is seen here as well
// as in the mail each one sends.
import {css} from 'goober';
import {type BookKey, LANGUAGE_TAGS, uiAccountBook} from '../../core/i18n/index.ts';
import {pageLanguageCode, pageWords} from '../lib/page-language.ts';

/** A change as GET /api/me/two-step answers it; a reset by staff names no browser. */
export type FactorChangeLine = {change: string; at: string; browser?: string; system?: string};

const CHANGE_WORDS: Record<string, BookKey<typeof uiAccountBook>> = {
  'passkey-added': 'changePasskeyAdded',
  'passkey-removed': 'changePasskeyRemoved',
  'app-added': 'changeAppAdded',
  'app-removed': 'changeAppRemoved',
  'codes-renewed': 'changeCodesRenewed',
  'reset-by-staff': 'changeResetByStaff',
};

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in Singapore time, in the page's language. */
function when(iso: string): string {
  const tag = LANGUAGE_TAGS[pageLanguageCode()];
  let format = whenFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: 'Asia/Singapore',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    whenFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}

export function FactorChanges({changes}: {changes: FactorChangeLine[]}) {
  const words = pageWords(uiAccountBook);
  return (
    <>
      <h3>{words('changesHeading')}</h3>
      <p>{words('changesIntro')}</p>
      {changes.length === 0 ? (
        <p>{words('noChanges')}</p>
      ) : (
        <ul className={css`display: grid; gap: 8px; padding-left: 1.2em; margin: 0;`}>
          {changes.map((line) => {
            const key = CHANGE_WORDS[line.change];
            if (!key) return null;
            // The server's words for a browser or a system it cannot name are ours to translate.
            const browser = line.browser === 'A browser' ? words('changeSomeBrowser') : line.browser;
            const system = line.system === 'an unknown system' ? words('changeUnknownSystem') : line.system;
            return (
              <li key={`${line.change}-${line.at}`}>
                <strong>{words(key)}</strong>
                <br />
                {browser && system
                  ? words('changeWhereWhen', {when: when(line.at), browser, system})
                  : when(line.at)}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
