// PayNow to the UEN by hand, one step a line, with a copy button beside the UEN, the amount and the reference
// (issue 56). A copy shows "Copied" beside its button and says what was copied in a toast; where the
// clipboard refuses, the value is selected for the donor to copy.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useEffect, useRef, useState} from 'react';
import {showToast} from '../../../core/atoms/index.ts';
import type {PublicConfig} from '../../../core/content/index.ts';
import {copyOrSelect, DONATE_WORDS, type PayStep, payNowSteps} from '../../../core/donate/index.ts';
import {donateBook, fill, splitPlaces} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {colors} from '../../ui/theme.ts';

// How long a button says "Copied" before it names what it copies again.
const COPIED_FOR_MS = 3_000;

// A step: its sentence with the value in bold (never broken: a UEN or reference is typed into a banking app
// character by character), then on a line of its own the copy button, which keeps the name of what it copies;
// "Copied" shows beside it for a few seconds, and the toast says it aloud.
function Step({step}: {step: PayStep}) {
  const t = pageTranslator(donateBook);
  const shown = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const {value} = step;
  async function copy(text: string) {
    const done = await copyOrSelect(text, shown.current);
    setCopied(done);
    showToast(
      getDefaultStore(),
      done
        ? {kind: 'success', text: fill(t(DONATE_WORDS.copiedValue), {value: text})}
        : {kind: 'error', text: t(DONATE_WORDS.copySelected)},
    );
  }
  return (
    <li>
      {splitPlaces(step.sentence).map((piece, index) =>
        index % 2 === 0 ? (
          piece
        ) : (
          <strong key={piece} ref={shown} className={css`white-space: nowrap; color: ${colors.greenDark};`}>
            {value?.shown}
          </strong>
        ),
      )}
      {value && (
        <span
          className={css`display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 6px;`}
        >
          <Button variant="secondary" onClick={() => void copy(value.copy)}>
            {value.button}
          </Button>
          {copied && (
            <span aria-hidden="true" className={css`font-weight: 650; color: ${colors.greenDark};`}>
              ✓ {t(DONATE_WORDS.copyDone)}
            </span>
          )}
        </span>
      )}
    </li>
  );
}

/** The numbered steps for a pledge of `cents` with its `reference`. */
export function PayNowSteps({
  paynow,
  cents,
  reference,
}: {
  paynow: PublicConfig['paynow'];
  cents: number;
  reference: string;
}) {
  const t = pageTranslator(donateBook);
  return (
    <div data-pay-steps="">
      <h6 className={css`margin: 0 0 8px; font-size: 1rem;`}>{t(DONATE_WORDS.payStepsTitle)}</h6>
      <ol className={css`margin: 0; padding-left: 1.5em; display: grid; gap: 12px;`}>
        {payNowSteps(paynow, cents, reference, t).map((step) => (
          <Step key={step.sentence} step={step} />
        ))}
      </ol>
    </div>
  );
}
