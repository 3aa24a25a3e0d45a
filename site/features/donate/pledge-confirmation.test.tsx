import {CompressionStream} from 'node:stream/web';
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {toastsAtom} from '../../../core/atoms/index.ts';
import {DEFAULT_PUBLIC_CONFIG} from '../../../core/content/index.ts';
import type {PledgedGift} from '../../../core/donate/index.ts';
import {pledgePayload} from '../../../core/donate/index.ts';
import {PledgeConfirmation} from './pledge-confirmation.tsx';

const config = DEFAULT_PUBLIC_CONFIG;
const reference = 'NARD-7KQM-3XWA';
const gift: PledgedGift = {
  reference,
  amountCents: 2550,
  project: 'general',
  status: 'pledged',
  paynowPayload: pledgePayload(config.paynow, 2550, reference),
  mailed: true,
};

// happy-dom has no CompressionStream (every browser the site supports has): Node's makes the PNG here.
beforeAll(() => {
  if (!('CompressionStream' in globalThis)) Object.assign(globalThis, {CompressionStream});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = () => render(<PledgeConfirmation gift={gift} config={config} onAgain={() => {}} />);
const lastToast = () => getDefaultStore().get(toastsAtom).at(-1)?.text;

describe('PledgeConfirmation', () => {
  it('numbers the steps for paying the UEN, one a line', () => {
    show();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      'Open your bank’s app and choose PayNow.',
      'Choose UEN and enter 202400000A.Copy UEN',
      'Enter the amount: $25.50.Copy amount',
      `Put ${reference} in the reference or comments.Copy reference`,
      'Check that the name is NARD FOUNDATION LTD, then pay.',
    ]);
  });

  it.each([
    {button: 'Copy UEN', copied: '202400000A'},
    {button: 'Copy amount', copied: '25.50'},
    {button: 'Copy reference', copied: reference},
  ])('"$button" puts $copied on the clipboard and says so', async ({button, copied}) => {
    show();
    fireEvent.click(screen.getByRole('button', {name: button}));
    await waitFor(() => expect(lastToast()).toBe(`Copied ${copied}.`));
    expect(await navigator.clipboard.readText()).toBe(copied);
    // The mark beside the button; the button keeps its name.
    expect(screen.getByText('✓ Copied')).toBeTruthy();
    expect(screen.getByRole('button', {name: button})).toBeTruthy();
  });

  it('selects the value for the donor when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('No', 'NotAllowedError'));
    show();
    fireEvent.click(screen.getByRole('button', {name: 'Copy UEN'}));
    await waitFor(() =>
      expect(lastToast()).toBe('We could not copy it. It is selected now, so you can copy it yourself.'),
    );
    expect(getSelection()?.toString()).toBe('202400000A');
    expect(screen.queryByText('✓ Copied')).toBeNull();
  });

  it('saves the QR as a PNG named with the reference, which decodes to the pledge’s payload', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:qr';
    });
    const clicked: {href: string; download: string}[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({href: this.href, download: this.download});
    });
    show();
    fireEvent.click(screen.getByRole('button', {name: 'Save QR'}));
    await waitFor(() => expect(lastToast()).toBe(`QR saved as nard-gift-${reference}.png.`));
    expect(clicked).toEqual([{href: 'blob:qr', download: `nard-gift-${reference}.png`}]);
    const png = PNG.sync.read(Buffer.from(await made[0]!.arrayBuffer()));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(gift.paynowPayload);
  });

  it('offers the share sheet only where it takes files, and hands it the same PNG', async () => {
    expect(show().queryByRole('button', {name: 'Share QR'})).toBeNull();
    cleanup();
    const shared: File[] = [];
    Object.assign(navigator, {
      canShare: (data: {files?: File[]}) => Boolean(data.files?.length),
      share: async (data: {files: File[]}) => void shared.push(...data.files),
    });
    try {
      show();
      fireEvent.click(screen.getByRole('button', {name: 'Share QR'}));
      await waitFor(() => expect(shared).toHaveLength(1));
      expect(shared[0]?.name).toBe(`nard-gift-${reference}.png`);
      expect(shared[0]?.type).toBe('image/png');
    } finally {
      Object.assign(navigator, {canShare: undefined, share: undefined});
    }
  });
});
