// The mail that tells a person their factors changed (issue 54): what, when and on which browser, in our
// words only (never the passkey's name, which whoever made the change typed), in the account's language,
// so a stolen session that adds a passkey or new codes is noticed by the account's owner.
import {formatDateIn, formatLongDate} from '../../core/format/index.ts';
import {singaporeDate} from '../../core/format/singapore-date.ts';
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import type {AuthContext} from './auth-context.ts';
import {deviceName} from './device-name.ts';
import type {FactorChange} from './store/two-step-store.ts';

/** The changes the person makes themselves; a reset by staff has its own mail (two-step-reset-mail.ts). */
export type OwnFactorChange = Exclude<FactorChange, 'reset-by-staff'>;

const WHAT_CHANGED = {
  'passkey-added': 'factorPasskeyAdded',
  'passkey-removed': 'factorPasskeyRemoved',
  'app-added': 'factorAppAdded',
  'app-removed': 'factorAppRemoved',
  'codes-renewed': 'factorCodesRenewed',
} as const satisfies Record<OwnFactorChange, string>;

/** Hours and minutes in Singapore (UTC+8 all year), as every language writes a time on a 24-hour clock. */
export function singaporeTime(at: number): string {
  return new Date(at + 8 * 3_600_000).toISOString().slice(11, 16);
}

/**
 * The mail for one change made at `at` in a session that began in `userAgent`.
 * @example await factorChangeMail('passkey-added', 'en', Date.now(), request.header('User-Agent'), publicUrl)
 */
export async function factorChangeMail(
  change: OwnFactorChange,
  language: Language,
  at: number,
  userAgent: string | null,
  publicUrl: string,
): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  const device = deviceName(userAgent);
  // deviceName's own words for what it cannot name are English: the reader's language says them here.
  const browser = device.browser === 'A browser' ? words('factorSomeBrowser') : device.browser;
  const system = device.system === 'an unknown system' ? words('factorUnknownSystem') : device.system;
  const date = formatDateIn(language, singaporeDate(at), formatLongDate);
  return {
    language,
    subject: words('factorChangedSubject'),
    text: [
      words('hello'),
      '',
      words(WHAT_CHANGED[change]),
      words('factorChangedWhen', {date, time: singaporeTime(at)}),
      words('factorChangedWhere', {browser, system}),
      '',
      words('factorChangedSeeProfile'),
      `${publicUrl}/profile`,
      '',
      words('factorChangedNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/**
 * Mails the owner the newest change of that kind as the store kept it (so the mail and the profile's list
 * say the same), tracked as background work; a failure is logged.
 */
export function tellOwnerOfFactorChange(
  context: Pick<AuthContext, 'store' | 'mailer' | 'background' | 'publicUrl'>,
  user: {id: string; email: string; language: Language},
  change: OwnFactorChange,
): void {
  const send = async () => {
    const [latest] = (await context.store.listFactorChanges(user.id, 10)).filter((c) => c.change === change);
    if (!latest) return;
    const mail = await factorChangeMail(
      change,
      user.language,
      latest.at,
      latest.userAgent,
      context.publicUrl(),
    );
    await context.mailer.send({to: user.email, ...mail});
  };
  context.background.track(
    send().catch((error: unknown) => {
      console.error('The factor change notice was not sent:', error instanceof Error ? error.message : error);
    }),
  );
}
