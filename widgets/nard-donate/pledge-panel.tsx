// "Give now" inside <nard-donate> (issue 22), the same form and words as the site's (core/donate): the
// pledge is checked by the server with core's rules (its field errors come back in the form's words),
// then the reference, the QR that carries it (with "Save QR" and the steps for paying the UEN by hand, issue
// 56), the bank details with it and the checkout links with it. While the confirmation shows, the element's
// general ways step aside (a rule in pledge-styles.ts), so the pledge's are the only ways shown.
// Rendered by the element's Preact (widgets/shared/host-preact.ts); shipped in nard-donate-pledge.js.
import {useRef, useState} from 'preact/hooks';
import {giftProjectTitle, type PublicConfig} from '../../core/content/index.ts';
import type {PledgedGift} from '../../core/donate/index.ts';
import {
  type AmountOption,
  bankDetailLines,
  bankDetailsText,
  canShareImages,
  DONATE_WORDS,
  downloadFile,
  EMPTY_PLEDGE,
  PLEDGE_FORM_WORDS,
  type PledgeDraft,
  type PledgeField,
  payNowSteps,
  pledgeAmountChoices,
  pledgeBody,
  pledgeCheckoutLinks,
  pledgeFieldErrors,
  pledgeMailNote,
  pledgeProjectChoices,
  pledgeSummary,
  qrLabel,
  shareFile,
} from '../../core/donate/index.ts';
import {LANGUAGE_TAGS, type Language, splitPlaces} from '../../core/i18n/index.ts';
import {callApi} from '../shared/api.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {controlProps, Field, SelectField} from '../shared/form-fields.tsx';
import {fill, useT} from '../shared/language.ts';
import {useAfterPaint} from '../shared/use-after-paint.ts';
import {AmountChoice} from './amount-choice.tsx';
import {MethodLinks} from './checkout-links.tsx';
import type {QrPart} from './qr-part.ts';

/** What the element gives the panel. */
export type PledgePanelProps = {
  config: PublicConfig;
  api: string;
  /** The element's language: the server answers in it, and the pledge's mail comes in it. */
  language: Language;
  emit: WidgetProps['emit'];
  loadQr: () => Promise<QrPart>;
};

const AMOUNTS = pledgeAmountChoices().map((choice) => ({
  value: (choice.value === 'other' ? 'other' : Number(choice.value)) as AmountOption,
  label: choice.label,
}));
const ID_TYPES = Object.entries(PLEDGE_FORM_WORDS.idTypes);

type Errors = Partial<Record<string, string>>;
type FieldBinding = {value: string; error: string | undefined; set: (value: string) => void};

function Text({
  name,
  label,
  type = 'text',
  field,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email';
  field: FieldBinding;
}) {
  const control = {
    ...controlProps(`give-${name}`, field.error),
    value: field.value,
    onInput: (event: Event) => field.set((event.currentTarget as HTMLInputElement).value),
  };
  // Two tags, as Preact's types tie each input type to its own attributes.
  return (
    <Field name={`give-${name}`} label={label} error={field.error}>
      {type === 'email' ? <input {...control} type="email" /> : <input {...control} type="text" />}
    </Field>
  );
}

function Check({
  name,
  label,
  hint,
  field,
}: {
  name: string;
  label: string;
  hint?: string;
  field: FieldBinding;
}) {
  const t = useT();
  const id = `give-${name}`;
  return (
    <div class="check">
      <input
        {...controlProps(id, field.error)}
        type="checkbox"
        checked={field.value === 'yes'}
        onChange={(event) => field.set(event.currentTarget.checked ? 'yes' : '')}
      />
      <label for={id}>
        {t(label)}
        {hint ? <span class="muted"> {t(hint)}</span> : null}
      </label>
      {field.error ? (
        <p id={`${id}-error`} class="error">
          {t(field.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form, then (once pledged) the confirmation. */
export function PledgePanel({config, api, language, emit, loadQr}: PledgePanelProps) {
  const t = useT();
  const [draft, setDraft] = useState<PledgeDraft>(EMPTY_PLEDGE);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [pledged, setPledged] = useState<PledgedGift | null>(null);
  const key = useRef('');
  const form = useRef<HTMLFormElement>(null);
  const taxOffered = config.ipc !== null;
  const bind = (name: PledgeField): FieldBinding => ({
    value: draft[name],
    error: errors[name],
    set: (value) => {
      // A new key whenever the form changes: a retry of the same pledge is answered once.
      key.current = '';
      setDraft((was) => ({...was, [name]: value}));
    },
  });

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem('');
    key.current ||= crypto.randomUUID();
    const answer = await callApi(api, '/gifts', {
      method: 'POST',
      body: pledgeBody(draft, taxOffered),
      headers: {'Idempotency-Key': key.current, 'Accept-Language': LANGUAGE_TAGS[language]},
    });
    setBusy(false);
    if (answer.success) {
      setErrors({});
      setPledged(answer.data);
      emit('nard-submit', {type: 'pledge'});
      return;
    }
    setProblem(answer.message);
    setErrors(answer.errors ? pledgeFieldErrors(answer.errors, draft) : {});
    // After Preact has drawn the errors (it renders on a microtask): the first field to fix gets focus.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
  }

  if (pledged) {
    return (
      <PledgeConfirmation
        gift={pledged}
        config={config}
        loadQr={loadQr}
        emit={emit}
        onAgain={() => {
          setPledged(null);
          setDraft(EMPTY_PLEDGE);
        }}
      />
    );
  }
  const option: AmountOption = draft.amountOption === 'other' ? 'other' : Number(draft.amountOption);
  return (
    <form ref={form} class="give" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t(PLEDGE_FORM_WORDS.intro)}</p>
      <AmountChoice
        name="give-amount"
        choices={AMOUNTS}
        option={option}
        onOption={(next) => bind('amountOption').set(String(next))}
        typed={draft.amountText}
        onTyped={bind('amountText').set}
        error={errors.amountText ?? errors.amountOption ?? null}
      />
      <SelectField
        name="give-project"
        label={PLEDGE_FORM_WORDS.project}
        prompt={PLEDGE_FORM_WORDS.project}
        options={pledgeProjectChoices()}
        value={draft.project}
        error={errors.project}
        onChange={bind('project').set}
      />
      <Text name="name" label={PLEDGE_FORM_WORDS.name} field={bind('name')} />
      <Check name="show-name" label={PLEDGE_FORM_WORDS.showName} field={bind('showName')} />
      <Text name="email" type="email" label={PLEDGE_FORM_WORDS.email} field={bind('email')} />
      {taxOffered ? (
        <Check
          name="deduction"
          label={PLEDGE_FORM_WORDS.wantsDeduction}
          hint={PLEDGE_FORM_WORDS.deductionHint}
          field={bind('wantsDeduction')}
        />
      ) : null}
      {taxOffered && draft.wantsDeduction === 'yes' ? (
        <div class="tax">
          <fieldset class="amounts">
            <legend>{t(PLEDGE_FORM_WORDS.idType)}</legend>
            {ID_TYPES.map(([value, label]) => (
              <label key={value} class="choice">
                <input
                  type="radio"
                  name="give-id-type"
                  checked={draft.idType === value}
                  aria-invalid={errors.idType ? 'true' : undefined}
                  onChange={() => bind('idType').set(value)}
                />
                {t(label)}
              </label>
            ))}
            {errors.idType ? <p class="error">{t(errors.idType)}</p> : null}
          </fieldset>
          <Text name="id-number" label={PLEDGE_FORM_WORDS.idNumber} field={bind('idNumber')} />
          <Text name="id-name" label={PLEDGE_FORM_WORDS.idName} field={bind('idName')} />
          <Check name="consent" label={PLEDGE_FORM_WORDS.consent} field={bind('consent')} />
        </div>
      ) : null}
      <p role="alert" class="error">
        {t(problem)}
      </p>
      <button type="submit" part="give" aria-disabled={busy ? 'true' : undefined}>
        {t(busy ? PLEDGE_FORM_WORDS.sending : PLEDGE_FORM_WORDS.submit)}
      </button>
    </form>
  );
}

type ConfirmationProps = {
  gift: PledgedGift;
  config: PublicConfig;
  loadQr: () => Promise<QrPart>;
  emit: WidgetProps['emit'];
  onAgain: () => void;
};

function PledgeConfirmation({gift, config, loadQr, emit, onAgain}: ConfirmationProps) {
  const t = useT();
  const cents = gift.amountCents;
  const label = qrLabel(config.paynow, cents, t, gift.reference);
  const [qr, setQr] = useState('');
  // What the last copy or save did, said by the status line of its side (the QR's or the bank's).
  const [paySaid, setPaySaid] = useState('');
  const [bankSaid, setBankSaid] = useState('');
  // The step whose value was copied last: "Copied" shows beside its button.
  const [copiedStep, setCopiedStep] = useState(-1);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when the confirmation appears (a new pledge mounts a new one): focus, then the QR.
  useAfterPaint(() => {
    heading.current?.focus();
    loadQr().then(
      (part) => setQr(part.payloadImage(gift.paynowPayload, label).src),
      () => undefined,
    );
  });
  // The part copies (and, where the clipboard refuses, selects `shown`); it is here long before a press.
  const copy = async (text: string, shown: Element | null) => (await loadQr()).copyOrSelect(text, shown);
  const save = async (share: boolean) => {
    try {
      const file = await (await loadQr()).pledgeQrFile(gift.paynowPayload, gift.reference);
      if (share) await shareFile(file, label);
      else {
        downloadFile(file);
        setPaySaid(fill(t(DONATE_WORDS.qrSaved), {file: file.name}));
      }
    } catch {
      setPaySaid(t(DONATE_WORDS.saveFailed));
    }
  };
  return (
    <div class="give" data-pledge-reference={gift.reference}>
      <h4 ref={heading} tabIndex={-1}>
        {pledgeSummary(cents, t(giftProjectTitle(gift.project)), t)}
      </h4>
      <p>
        {t(DONATE_WORDS.referenceIntro)} <strong class="reference">{gift.reference}</strong>
      </p>
      <p>{t(DONATE_WORDS.putReference)}</p>
      {qr ? <img class="qr" src={qr} alt={label} width={220} height={220} /> : <div class="qr" />}
      <p>{t(DONATE_WORDS.paynowAmountFixed)}</p>
      <div class="save">
        <button type="button" onClick={() => void save(false)}>
          {t(DONATE_WORDS.saveQr)}
        </button>
        {canShareImages() ? (
          <button type="button" class="quiet" onClick={() => void save(true)}>
            {t(DONATE_WORDS.shareQr)}
          </button>
        ) : null}
      </div>
      <p>{t(DONATE_WORDS.saveQrHint)}</p>
      <p role="status" class="muted">
        {paySaid}
      </p>
      <h5>{t(DONATE_WORDS.payStepsTitle)}</h5>
      <ol class="steps">
        {payNowSteps(config.paynow, cents, gift.reference, t).map(({sentence, value}, step) => (
          <li key={sentence}>
            {splitPlaces(sentence).map((piece, index) =>
              index % 2 ? <strong key={piece}>{value?.shown}</strong> : piece,
            )}
            {value ? (
              <span>
                <button
                  type="button"
                  class="quiet"
                  onClick={async (event) => {
                    const ok = await copy(
                      value.copy,
                      event.currentTarget.closest('li')!.querySelector('strong'),
                    );
                    setCopiedStep(ok ? step : -1);
                    setPaySaid(
                      ok
                        ? fill(t(DONATE_WORDS.copiedValue), {value: value.copy})
                        : t(DONATE_WORDS.copySelected),
                    );
                  }}
                >
                  {value.button}
                </button>
                {/* Seen beside the button; the status line says it aloud. */}
                {copiedStep === step ? <span aria-hidden="true">✓ {t(DONATE_WORDS.copyDone)}</span> : null}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <dl>
        {bankDetailLines(config.bank, gift.reference, t).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={async () => {
          const ok = await copy(bankDetailsText(config.bank, gift.reference, t), null);
          setBankSaid(t(ok ? DONATE_WORDS.copied : DONATE_WORDS.copyFailed));
        }}
      >
        {t(DONATE_WORDS.copy)}
      </button>
      <p role="status" class="muted">
        {bankSaid}
      </p>
      <MethodLinks methods={pledgeCheckoutLinks(config.checkout, gift.reference)} emit={emit} />
      <p>
        {pledgeMailNote(gift, t)} {t(DONATE_WORDS.receiptLater)}
      </p>
      <button type="button" class="quiet" onClick={onAgain}>
        {t(DONATE_WORDS.giveAgain)}
      </button>
    </div>
  );
}
