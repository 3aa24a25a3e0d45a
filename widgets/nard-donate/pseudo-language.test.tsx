// The untranslated-text check for <nard-donate>: drawn with the pseudo-language translator, the ways to
// give (PayNow with its QR and amount messages, bank transfer, the note for checkout not set up), the
// "Give now" form with its tax part, a pledge's confirmation, and the loading and failed states show no
// word that did not pass through the catalogue. The configured bank, UEN and names are facts, not words.
import {afterEach, expect, it, vi} from 'vitest';
import {DEFAULT_PUBLIC_CONFIG} from '../../core/content/index.ts';
import {MESSAGES} from '../../core/messages/index.ts';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {drawInPseudo, itShowsCatalogueTextWhenLoadingFails} from '../shared/pseudo.test-support.tsx';
import {Donate} from './donate.tsx';
import {PLEDGE_PART} from './give-now.tsx';
import {QR_PART} from './paynow-qr.tsx';
import {pledgePart} from './pledge-part.tsx';
import {qrPart} from './qr-part.ts';

const CONFIG = {...DEFAULT_PUBLIC_CONFIG, ipc: {registration: 'IPC000000', validUntil: null}};
const {bank, paynow} = CONFIG;
const FACTS = new Set([
  ...Object.values(bank),
  paynow.uen,
  paynow.merchantName,
  'Nard Urban Farming',
  'Nard Coffee Roastery',
  'Carting',
  'Education',
]);
const GIFT = {
  reference: 'NARD-7KQM-3XWA',
  amountCents: 5000,
  project: 'general',
  paynowPayload:
    '00020101021226370009SG.PAYNOW010120210202400000A0301053037025405500005802SG5919NARD FOUNDATION LTD6009Singapore62180114NARD-7KQM-3XWA6304ABCD',
  // Past the pledge mails' budgets: the confirmation's sentence that says so is catalogue text too.
  mailed: false,
};

const draw = () =>
  drawInPseudo(
    <Donate attrs={{}} language="en" api="https://nard.example/api" scriptUrl="" emit={() => {}} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const fieldByLabel = (host: HTMLElement, id: string) => host.querySelector<HTMLInputElement>(`#${id}`)!;

it('the ways to give, the form with its tax part, its errors and a pledge show only catalogue text', async () => {
  providePart(QR_PART, qrPart);
  providePart(PLEDGE_PART, pledgePart);
  const {fetch} = fakeFetch([
    {status: 200, body: {config: CONFIG}},
    {
      status: 400,
      body: {message: MESSAGES.fixFormErrors, errors: {email: 'Email is required'}},
    },
    {status: 201, body: {data: GIFT}},
  ]);
  vi.stubGlobal('fetch', fetch);
  const host = draw();
  await settle(10);
  expect(host.querySelector('img.qr')?.getAttribute('alt')).toContain('UEN');
  expect(host.querySelector('form.give')).not.toBeNull();
  // The donor's own amount with a mistake, and the tax part open.
  host.querySelector<HTMLInputElement>('input[name="amount"]:not(:checked)')?.click();
  const other = [...host.querySelectorAll<HTMLInputElement>('input[name="amount"]')].at(-2)!;
  other.click();
  await settle();
  const own = fieldByLabel(host, 'amount-own');
  own.value = '12.345';
  own.dispatchEvent(new Event('input'));
  fieldByLabel(host, 'give-deduction').click();
  await settle();
  expect(host.querySelector('#amount-own-error')).not.toBeNull();
  expect(untranslatedIn(host, FACTS)).toEqual([]);
  host.querySelector<HTMLFormElement>('form.give')!.requestSubmit();
  await settle(10);
  expect(host.querySelector('.give .error')).not.toBeNull();
  expect(untranslatedIn(host, FACTS)).toEqual([]);
  host.querySelector<HTMLFormElement>('form.give')!.requestSubmit();
  await settle(10);
  expect(host.querySelector('[data-pledge-reference]')).not.toBeNull();
  expect(untranslatedIn(host, new Set([...FACTS, GIFT.reference]))).toEqual([]);
});

itShowsCatalogueTextWhenLoadingFails(draw);
