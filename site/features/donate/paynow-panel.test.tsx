import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {AMOUNT_MESSAGES, donationPayload, qrSvg, svgDataUri} from '../../../core/donate/index.ts';
import {PayNowPanel} from './paynow-panel.tsx';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

afterEach(cleanup);

const qrImage = () => screen.queryByRole('img', {name: /^PayNow QR code/});

describe('PayNowPanel', () => {
  it('starts on $50 with the QR for exactly that payload and shows the UEN', () => {
    render(<PayNowPanel paynow={paynow} />);
    const label = 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A';
    expect(qrImage()?.getAttribute('alt')).toBe(label);
    expect(qrImage()?.getAttribute('src')).toBe(svgDataUri(qrSvg(donationPayload(paynow, 5000), {label})));
    expect(screen.getByText('202400000A')).toBeTruthy();
  });

  it('validates a typed amount and draws the QR once it is valid', () => {
    render(<PayNowPanel paynow={paynow} />);
    fireEvent.click(screen.getByRole('radio', {name: 'Other amount'}));
    const input = screen.getByRole('textbox', {name: 'Your amount in Singapore dollars'});
    expect(qrImage()).toBeNull();

    fireEvent.change(input, {target: {value: '10.505'}});
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AMOUNT_MESSAGES.tooManyDecimals)).toBeTruthy();
    expect(qrImage()).toBeNull();

    fireEvent.change(input, {target: {value: '1,234.5'}});
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(qrImage()?.getAttribute('alt')).toMatch(/\$1,234\.50/);
  });

  it('lets the donor leave the amount to the bank app', () => {
    render(<PayNowPanel paynow={paynow} />);
    fireEvent.click(screen.getByRole('radio', {name: 'I will type it in my bank app'}));
    expect(qrImage()?.getAttribute('alt')).toMatch(/any amount/);
  });
});
