// The PDFs read back as a person's PDF reader would give them: text through poppler's pdftotext, pages
// and metadata through pdfinfo, fonts through pdffonts (poppler-utils; `npm run preflight` installs it).
import {describe, expect, it} from 'vitest';
import {FOUNDATION} from '../../core/data/index.ts';
import {pdfColourAt, pdfText, poppler} from '../../tests/support/poppler.ts';
import {type ReceiptFacts, receiptPdf, type StatementGift, yearStatementPdf} from './receipt-pdf.ts';

const text = pdfText;

function info(pdf: Uint8Array): Record<string, string> {
  const lines = poppler('pdfinfo', pdf).trim().split('\n');
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(16).trim()]));
}

const issuer = {
  name: FOUNDATION.name,
  address: FOUNDATION.address,
  uen: '202400000A',
  ipcNumber: 'IPC000789',
  ipcValidUntil: '2027-12-31',
};

const receipt: ReceiptFacts = {
  issuer,
  receiptNumber: 'NRD0000042',
  receivedOn: '2026-03-05',
  amountCents: 123450,
  project: 'urban-farming',
  donorName: '陈慧玲',
  taxId: 'S1234567D',
  giftReference: 'NARD-7KQM-3XWA',
  paidBy: null,
  language: 'en',
  signatory: null,
  deduction: {percent: 250, from: null, until: '2026-12-31'},
};

/** The text on one line, as a reader sees it: pdftotext's layout spaces and line breaks made one space. */
const flat = (pdf: Uint8Array) => text(pdf).replace(/\s+/g, ' ');
/** For Chinese, which wraps between any two characters: the text with no white space at all. */
const solid = (words: string) => words.replace(/\s+/g, '');

describe('receiptPdf', () => {
  it('gives the receipt number, date, amount, project, donor, masked ID and reference on one A4 page', async () => {
    const pdf = await receiptPdf(receipt);
    const words = text(pdf);
    for (const expected of [
      'Tax deduction receipt',
      'NRD0000042',
      '5 March 2026',
      '$1,234.50 (Singapore dollars)',
      'Nard Urban Farming',
      'S****567D',
      'NARD-7KQM-3XWA',
      FOUNDATION.name,
      FOUNDATION.address,
      'UEN 202400000A',
      'IPC registration no. IPC000789, IPC status valid until 31 December 2027',
    ]) {
      expect(words).toContain(expected);
    }
    expect(words).toMatch(/Received from\s+陈慧玲\n/);
    expect(words).not.toContain('S1234567D');
    expect(info(pdf)).toMatchObject({
      Pages: '1',
      Title: 'Tax deduction receipt NRD0000042',
      Author: FOUNDATION.name,
      'Page size': '595.28 x 841.89 pts (A4)',
    });
  });

  it('with an ID, says the deduction is included automatically and needs no claim', async () => {
    const words = text(await receiptPdf(receipt)).replace(/\s+/g, ' ');
    expect(words).toContain(
      'Because you gave us your NRIC, FIN or UEN, we report this donation to the Inland Revenue Authority ' +
        'of Singapore (IRAS), and a deduction of 250% of the amount will be included in your tax assessment ' +
        'automatically. You do not need to claim it in your tax return or send this receipt to IRAS. Please ' +
        'keep it for your own records.',
    );
    expect(words).not.toContain('no tax deduction');
  });

  it('without an ID, is an acknowledgement that claims no deduction', async () => {
    const pdf = await receiptPdf({...receipt, taxId: null, donorName: 'முருகன் செல்வம்', project: 'general'});
    const words = text(pdf);
    expect(words).toContain('Donation acknowledgement');
    expect(words).toContain('முருகன் செல்வம்');
    expect(words).toContain('Where it is needed most');
    expect(words.replace(/\s+/g, ' ')).toContain(
      'This is an acknowledgement, not a tax deduction receipt. You did not give us an NRIC, FIN or UEN with ' +
        'this gift, so we do not report it to the Inland Revenue Authority of Singapore (IRAS) and no tax ' +
        'deduction is claimed for it.',
    );
    expect(words).not.toContain('Tax deduction receipt');
    expect(words).not.toMatch(/^NRIC, FIN or UEN\s/m);
    expect(info(pdf).Title).toBe('Donation acknowledgement NRD0000042');
  });

  it.each(['Nur Aisyah binti Abdullah', 'Nguyễn Thị Hoa', 'Łukasz Wójcik', 'Tan 陈慧玲'])(
    'gives the name %j back as it was typed',
    async (donorName) => {
      expect(text(await receiptPdf({...receipt, donorName}))).toMatch(
        new RegExp(`Received from\\s+${donorName}\n`),
      );
    },
  );

  it('keeps a masked ID masked, and leaves out a validity period it was not given', async () => {
    const pdf = await receiptPdf({...receipt, taxId: 'T****567J', issuer: {...issuer, ipcValidUntil: null}});
    const words = text(pdf);
    expect(words).toContain('T****567J');
    expect(words).toContain('IPC registration no. IPC000789\n');
    expect(words).not.toContain('IPC status valid');
  });

  it('embeds only Noto Sans for a Latin name, and the Chinese and Tamil fonts only where a name needs them', async () => {
    const fonts = async (donorName: string) =>
      [...poppler('pdffonts', await receiptPdf({...receipt, donorName})).matchAll(/\+(\S+)/g)].map(
        (m) => m[1],
      );
    expect(await fonts('Nur Aisyah binti Abdullah')).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(await fonts('Tan 陈慧玲')).toContain('NotoSansSC-Regular');
    expect(await fonts('முருகன் செல்வம்')).toContain('NotoSansTamil-Regular');
  });
});

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

function statementGifts(count: number): StatementGift[] {
  // Given out of order: the statement sorts them.
  return Array.from({length: count}, (_, i) => ({
    receivedOn: `2026-${String(12 - (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    receiptNumber: `NRD${String(i + 1).padStart(7, '0')}`,
    project: i % 2 ? 'education' : 'general',
    amountCents: 1000 + i * 50,
    taxId: i % 3 ? 'S1234567D' : null,
  }));
}

describe('yearStatementPdf', () => {
  const facts = {
    issuer,
    year: 2026,
    donorName: 'முருகன் செல்வம்',
    deduction: {percent: 250, from: null, until: '2026-12-31'},
  };

  it('lists 60 gifts over pages that each repeat the table header, with the total', async () => {
    const gifts = statementGifts(60);
    const pdf = await yearStatementPdf({...facts, gifts});
    const pages = Number(info(pdf).Pages);
    expect(pages).toBe(3);
    for (let page = 1; page <= pages; page++) {
      const words = text(pdf, '-f', String(page), '-l', String(page));
      expect(words).toMatch(/Date received\s+Receipt number\s+For\s+NRIC\/FIN\/UEN\s+Amount/);
      expect(words).toContain(`Page ${page} of ${pages}`);
    }
    const words = text(pdf);
    expect(words).toContain('Prepared for முருகன் செல்வம்');
    const total = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
    expect(total).toBe(148500);
    expect(words).toMatch(/Total, 60 gifts\s+\$1,485\n/);
    expect(words.match(/NRD\d{7}/g)).toHaveLength(60);
    // In date order: the first gift and the last.
    expect(words).toMatch(/Amount\s+4 January 2026\s+NRD0000060\s+Education\s+S\*{4}567D\s+\$39.50\n/);
    expect(words).toMatch(/\n25 December 2026\s+NRD0000025\s+Where it is needed most\s+None\s+\$22\n/);
    expect(words).toContain('S****567D');
    expect(words).not.toContain('S1234567D');
  });

  it("says nothing was given in return, and names the year's rate only when one period covers it", async () => {
    const words = flat(await yearStatementPdf({...facts, gifts: statementGifts(2)}));
    expect(words).toContain('No goods or services were given in return for these donations.');
    expect(words).toContain('which includes the 250% deduction in your tax assessment automatically');
    const unset = flat(await yearStatementPdf({...facts, deduction: null, gifts: statementGifts(2)}));
    expect(unset).toContain('which includes their deduction in your tax assessment automatically');
    expect(unset).not.toMatch(/\d+%/);
  });

  it('with one gift, says "1 gift"', async () => {
    const words = text(await yearStatementPdf({...facts, gifts: statementGifts(1)}));
    expect(words).toMatch(/Total, 1 gift\s+\$10\n/);
  });

  it('with no gifts, says so in a sentence on one page', async () => {
    const pdf = await yearStatementPdf({...facts, donorName: '陈慧玲', gifts: []});
    const words = text(pdf);
    expect(words).toContain('Prepared for 陈慧玲');
    expect(words).toContain('We have no gift from you recorded as received in 2026.');
    expect(words).not.toContain('Total');
    expect(info(pdf)).toMatchObject({Pages: '1', Title: `Your gifts to ${FOUNDATION.name} in 2026`});
  });
});
