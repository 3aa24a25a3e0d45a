// The PDFs read back as a person's PDF reader would give them: text through poppler's pdftotext, pages
// and metadata through pdfinfo, fonts through pdffonts (poppler-utils; `npm run preflight` installs it).
import {describe, expect, it} from 'vitest';
import {FOUNDATION} from '../../core/content/index.ts';
import {poppler} from '../../tests/support/poppler.ts';
import {flat, info, issuer, receipt, text} from './receipt-pdf.test-support.ts';
import {receiptPdf, type StatementGift, yearStatementPdf} from './receipt-pdf.ts';

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
