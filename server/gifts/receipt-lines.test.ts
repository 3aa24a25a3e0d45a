// What issue 56 added to the receipt, read back with pdftotext: how the gift was paid, the no-benefit
// line, who issued it, the deduction and its period, the mark, and the summary in the donor's language,
// all on one A4 page (decision 054).
import {describe, expect, it} from 'vitest';
import {pdfColourAt} from '../../tests/support/poppler.ts';
import {flat, info, receipt, solid, text} from './receipt-pdf.test-support.ts';
import {receiptPdf} from './receipt-pdf.ts';

describe('receiptPdf, as a charity issues it (issue 56)', () => {
  it.each([
    [null, 'PayNow or bank transfer'],
    ['paynow', 'PayNow'],
    ['bank-transfer', 'Bank transfer'],
    ['cheque', 'Cheque'],
    ['cash', 'Cash'],
    ['card', 'Card'],
  ] as const)('says how the gift was paid (%j: "%s")', async (paidBy, method) => {
    expect(text(await receiptPdf({...receipt, paidBy}))).toMatch(new RegExp(`\\nPaid by\\s+${method}\\n`));
  });

  it('says nothing was given in return, on a receipt and on an acknowledgement', async () => {
    const line = 'No goods or services were given in return for this donation.';
    expect(flat(await receiptPdf(receipt))).toContain(line);
    expect(flat(await receiptPdf({...receipt, taxId: null}))).toContain(line);
  });

  it('says it is computer-generated and needs no signature, or names the signatory the foundation set', async () => {
    const computer = 'This receipt is computer-generated; no signature is needed.';
    expect(flat(await receiptPdf(receipt))).toContain(computer);
    const signed = flat(await receiptPdf({...receipt, signatory: 'Tan Mei Ling, Treasurer'}));
    expect(signed).toContain('Issued by Tan Mei Ling, Treasurer');
    expect(signed).not.toContain(computer);
  });

  it('gives the deduction rate and its period on a tax deduction receipt', async () => {
    const words = flat(await receiptPdf(receipt));
    expect(words).toContain('Tax deduction: 250% of the amount, for donations made up to 31 December 2026.');
    const later = flat(
      await receiptPdf({
        ...receipt,
        receivedOn: '2027-02-01',
        deduction: {percent: 200, from: '2027-01-01', until: '2029-12-31'},
      }),
    );
    expect(later).toContain(
      'Tax deduction: 200% of the amount, for donations made from 1 January 2027 to 31 December 2029.',
    );
    expect(later).toContain('a deduction of 200% of the amount will be included in your tax assessment');
    expect(later).not.toContain('250%');
  });

  it('names no rate for a gift after every period the foundation set, and none on an acknowledgement', async () => {
    const after = flat(await receiptPdf({...receipt, receivedOn: '2027-01-04', deduction: null}));
    expect(after).not.toMatch(/Tax deduction:|\d+%/);
    expect(after).toContain(
      'and the deduction IRAS allows for it will be included in your tax assessment automatically.',
    );
    expect(flat(await receiptPdf({...receipt, taxId: null}))).not.toMatch(/Tax deduction:|\d+%/);
  });

  it('summarises the receipt in Chinese under the English, which stays whole (and gives an English reader none)', async () => {
    const pdf = await receiptPdf({...receipt, language: 'zh', paidBy: 'cheque'});
    const words = solid(text(pdf));
    for (const expected of [
      'Taxdeductionreceipt',
      'Nogoodsorservicesweregiveninreturnforthisdonation.',
      '扣税收据',
      '收据摘要（中文）',
      '收据号码NRD0000042',
      '收款日期2026年3月5日',
      '金额$1,234.50（新加坡元）',
      '付款方式支票',
      '用途Nard城市农场',
      '扣税额：捐款金额的250%，适用于2026年12月31日或之前的捐款。',
      '本基金会没有因这笔捐款向您提供任何物品或服务。',
      '本收据由电脑生成，无需签名。',
      '本摘要仅供参考，收据以上方的英文内容为准。',
    ]) {
      expect(words).toContain(expected);
    }
    expect(info(pdf).Pages).toBe('1');
    const english = text(await receiptPdf({...receipt, donorName: 'Tan Ah Kow', paidBy: 'cheque'}));
    expect(english).toContain('Paid by');
    expect(english).not.toMatch(/[\u0b80-\u0bff\u4e00-\u9fff]/);
  });

  it('summarises the receipt in Tamil, copied as it was typed, with the signatory', async () => {
    const pdf = await receiptPdf({
      ...receipt,
      language: 'ta',
      paidBy: 'cash',
      signatory: 'Tan Mei Ling, Treasurer',
    });
    const words = flat(pdf);
    for (const expected of [
      'வரிக் கழிவு ரசீது',
      'இந்த ரசீதின் தமிழ்ச் சுருக்கம்',
      'செலுத்திய முறை ரொக்கம்',
      'பெற்ற தேதி 5 மார்ச், 2026',
      'வரிக் கழிவு: தொகையின் 250%, 31 டிசம்பர், 2026 வரை வழங்கப்படும் நன்கொடைகளுக்கு.',
      'இந்த நன்கொடைக்குப் பதிலாக எந்தப் பொருளும் சேவையும் வழங்கப்படவில்லை.',
      'ரசீது வழங்கியவர்: Tan Mei Ling, Treasurer',
      'Issued by Tan Mei Ling, Treasurer',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('summarises an acknowledgement in Malay without a rate', async () => {
    const words = flat(await receiptPdf({...receipt, language: 'ms', taxId: null, paidBy: 'card'}));
    expect(words).toContain('Pengakuan penerimaan derma');
    expect(words).toContain('Dibayar melalui Kad');
    expect(words).toContain('Tiada NRIC, FIN atau UEN diberikan dengan derma ini');
    expect(words).not.toContain('Potongan cukai:');
  });

  it('stays one A4 page at its longest: a long Tamil name, the signatory, a second period, in Tamil', async () => {
    const pdf = await receiptPdf({
      ...receipt,
      donorName: 'முருகன் செல்வம் ராஜேந்திரன் சுப்பிரமணியம் கிருஷ்ணமூர்த்தி',
      project: 'coffee-roastery',
      language: 'ta',
      paidBy: null,
      signatory: 'Tan Mei Ling Catherine, Honorary Treasurer of the Board of Directors',
      receivedOn: '2027-02-01',
      deduction: {percent: 250, from: '2027-01-01', until: '2029-12-31'},
    });
    expect(info(pdf)).toMatchObject({Pages: '1', 'Page size': '595.28 x 841.89 pts (A4)'});
    expect(flat(pdf)).toContain('மேலே உள்ள ஆங்கில உரையே ரசீது ஆகும்.');
  });

  it('draws the mark in the letterhead as vector paths, keeping a Latin receipt small', async () => {
    const pdf = await receiptPdf({...receipt, donorName: 'Tan Ah Kow'});
    // The circle's green, left of the stem; the name starts right of the mark.
    expect(pdfColourAt(pdf, 66, 79)).toBe('#1e5c3a');
    expect(pdfColourAt(pdf, 30, 79)).toBe('#ffffff');
    expect(pdf.byteLength).toBeLessThan(16_000);
  });
});
