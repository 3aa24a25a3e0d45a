import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {AMOUNT_MESSAGES, donationPayload} from '../../../core/donate/index.ts';
import {qrSvg, svgDataUri} from '../../../core/qr/index.ts';
import {PayNowPanel} from './paynow-panel.tsx';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

afterEach(cleanup);

const qrImage = () => screen.queryByRole('img', {name: /^PayNow QR code/});
// The code is drawn in slices after the render (qr-image.tsx); a box holds its place meanwhile.
// Its slices wait on timers, which a busy test worker delays: a generous wait, so only a code that never
// comes fails.
const drawnQr = () => screen.findByRole('img', {name: /^PayNow QR code/}, {timeout: 5_000});
// The drawn code or the box that holds its place: neither is there while no amount is valid.
const qrOrItsPlace = () => document.querySelector('[data-paynow-qr]');

describe('PayNowPanel', () => {
  it('starts on $50 with the QR for exactly that payload and shows the UEN', async () => {
    render(<PayNowPanel paynow={paynow} />);
    const label = 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A';
    const qr = await drawnQr();
    expect(qr.getAttribute('alt')).toBe(label);
    expect(qr.getAttribute('src')).toBe(svgDataUri(qrSvg(donationPayload(paynow, 5000), {label})));
    expect(screen.getByText('202400000A')).toBeTruthy();
  });

  it('validates a typed amount and draws the QR once it is valid', async () => {
    render(<PayNowPanel paynow={paynow} />);
    fireEvent.click(screen.getByRole('radio', {name: 'Other amount'}));
    const input = screen.getByRole('textbox', {name: 'Your amount in Singapore dollars'});
    expect(qrOrItsPlace()).toBeNull();

    fireEvent.change(input, {target: {value: '10.505'}});
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AMOUNT_MESSAGES.tooManyDecimals)).toBeTruthy();
    expect(qrOrItsPlace()).toBeNull();

    fireEvent.change(input, {target: {value: '1,234.5'}});
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect((await drawnQr()).getAttribute('alt')).toMatch(/\$1,234\.50/);
  });

  it('lets the donor leave the amount to the bank app', async () => {
    render(<PayNowPanel paynow={paynow} />);
    fireEvent.click(screen.getByRole('radio', {name: 'I will type it in my bank app'}));
    expect((await drawnQr()).getAttribute('alt')).toMatch(/any amount/);
  });

  it('never shows the code of an amount no longer chosen while the new one is drawn', async () => {
    render(<PayNowPanel paynow={paynow} />);
    await drawnQr();
    fireEvent.click(screen.getByRole('radio', {name: 'I will type it in my bank app'}));
    expect(qrImage()).toBeNull();
    expect(qrOrItsPlace()?.tagName).toBe('DIV');
    expect((await drawnQr()).getAttribute('alt')).toMatch(/any amount/);
  });
});
