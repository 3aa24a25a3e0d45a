// A pledge's confirmation in <nard-donate> (issue 56): the steps for paying the UEN with a copy button for
// each thing typed into the banking app, and "Save QR" as a PNG that decodes to the pledge's payload.

import {CompressionStream} from 'node:stream/web';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {render} from 'preact';
import {afterEach, beforeAll, expect, it, vi} from 'vitest';
import {DEFAULT_PUBLIC_CONFIG} from '../../core/content/index.ts';
import {pledgePayload} from '../../core/donate/index.ts';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {Donate} from './donate.tsx';
import {PLEDGE_PART} from './give-now.tsx';
import {QR_PART} from './paynow-qr.tsx';
import {pledgePart} from './pledge-part.tsx';
import {qrPart} from './qr-part.ts';

const reference = 'NARD-7KQM-3XWA';
const GIFT = {
  reference,
  amountCents: 2550,
  project: 'general',
  status: 'pledged',
  paynowPayload: pledgePayload(DEFAULT_PUBLIC_CONFIG.paynow, 2550, reference),
  mailed: true,
};

// happy-dom has no CompressionStream (every browser the element supports has): Node's makes the PNG here.
beforeAll(() => {
  if (!('CompressionStream' in globalThis)) Object.assign(globalThis, {CompressionStream});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function pledge(): Promise<HTMLElement> {
  providePart(QR_PART, qrPart);
  providePart(PLEDGE_PART, pledgePart);
  const {fetch} = fakeFetch([
    {status: 200, body: {config: DEFAULT_PUBLIC_CONFIG}},
    {status: 201, body: {data: GIFT}},
  ]);
  vi.stubGlobal('fetch', fetch);
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <Donate attrs={{}} language="en" api="https://nard.example/api" scriptUrl="" emit={() => {}} />,
    host,
  );
  await settle(10);
  host.querySelector<HTMLFormElement>('form.give')!.requestSubmit();
  await settle(10);
  return host;
}

const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((each) => each.textContent === name)!;
const said = (host: HTMLElement) => host.querySelector('[data-pledge-reference] [role=status]')?.textContent;

it('numbers the steps for paying the UEN, one a line', async () => {
  const host = await pledge();
  const steps = [...host.querySelectorAll('ol.steps > li')].map((step) => step.textContent);
  expect(steps).toEqual([
    'Open your bank’s app and choose PayNow.',
    'Choose UEN and enter 202400000A.Copy UEN',
    'Enter the amount: $25.50.Copy amount',
    `Put ${reference} in the reference or comments.Copy reference`,
    'Check that the name is NARD FOUNDATION LTD, then pay.',
  ]);
});

it.each([
  {name: 'Copy UEN', copied: '202400000A'},
  {name: 'Copy amount', copied: '25.50'},
  {name: 'Copy reference', copied: reference},
])('"$name" puts $copied on the clipboard, marks the button and says so', async ({name, copied}) => {
  const host = await pledge();
  button(host, name).click();
  await settle();
  expect(await navigator.clipboard.readText()).toBe(copied);
  expect(said(host)).toBe(`Copied ${copied}.`);
  expect(button(host, name).nextElementSibling?.textContent).toBe('✓ Copied');
});

it('selects the value for the donor when the clipboard refuses', async () => {
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('No', 'NotAllowedError'));
  const host = await pledge();
  button(host, 'Copy reference').click();
  await settle();
  expect(getSelection()?.toString()).toBe(reference);
  expect(said(host)).toBe('We could not copy it. It is selected now, so you can copy it yourself.');
});

it('"Save QR" downloads a PNG named with the reference that decodes to the pledge’s payload', async () => {
  const made: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made.push(blob as Blob);
    return 'blob:qr';
  });
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const host = await pledge();
  // No share sheet that takes files here, so no "Share QR".
  expect(button(host, 'Share QR')).toBeUndefined();
  button(host, 'Save QR').click();
  await vi.waitFor(() => expect(said(host)).toBe(`QR saved as nard-gift-${reference}.png.`));
  expect(clicked).toEqual([`nard-gift-${reference}.png`]);
  const png = PNG.sync.read(Buffer.from(await made[0]!.arrayBuffer()));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(GIFT.paynowPayload);
});
