// The bank details as a list, with 'Copy Account Details' copying exactly what is shown.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {showToast} from '../../../core/atoms/index.ts';
import type {PublicConfig} from '../../../core/content/index.ts';
import {bankDetailLines, bankDetailsText, copyText, DONATE_WORDS} from '../../../core/donate/index.ts';
import {donateBook, type Translator} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {colors} from '../../ui/theme.ts';

async function copyBankDetails(bank: PublicConfig['bank'], reference: string | undefined, t: Translator) {
  const copied = await copyText(bankDetailsText(bank, reference, t));
  showToast(
    getDefaultStore(),
    copied
      ? {kind: 'success', text: t(DONATE_WORDS.copied)}
      : {kind: 'error', text: t(DONATE_WORDS.copyFailed)},
  );
}

/** The bank details; a pledge's `reference` is listed (and copied) as what goes in the comments. */
export function BankTransfer({bank, reference}: {bank: PublicConfig['bank']; reference?: string}) {
  const t = pageTranslator(donateBook);
  return (
    <>
      <dl
        className={css`
          margin: 0 0 16px; display: grid; gap: 2px;
          & dt { font-weight: 650; color: ${colors.greenDark}; }
          & dd { margin: 0 0 10px; overflow-wrap: break-word; }
        `}
      >
        {bankDetailLines(bank, reference, t).map(([label, value]) => (
          <div key={label} className={css`display: contents;`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => copyBankDetails(bank, reference, t)}>{t(DONATE_WORDS.copy)}</Button>
    </>
  );
}
