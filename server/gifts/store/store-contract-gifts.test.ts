// The gift half of the Store contract (issue 22), against SQLite and a real PostgreSQL server: a pledge
// keeps what the donor gave under its reference, a taken reference is drawn again, the tax ID is kept only
// sealed and masked, receipt numbers have no gap and no repeat, and a bank statement is saved once.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';
import type {Gift, GiftFilter, NewPledge} from './gift-store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 10, 26, 3);
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const series = {prefix: 'NRD'};
const firstPage = {page: 1, pageSize: 25};
const pledge: NewPledge = {
  amountCents: 5_000,
  project: 'urban-farming',
  donorName: 'Tan Ah Kow',
  showName: true,
  email: 'tan@example.org',
  tax: {type: 'NRIC', sealed: 'iv.tag.sealed-bytes', masked: 'S****567D', name: 'Tan Ah Kow'},
};

describe.each(backends)('gifts on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(async () => {
    await database.close();
  });
  let drawn = 0;
  const pledged = async (
    what: NewPledge,
    reference: string | (() => string) = () => `NARD-TEST-${drawn++}`,
  ) => {
    const result = await store.pledgeGift(
      what,
      now,
      typeof reference === 'string' ? () => reference : reference,
    );
    if (result.kind !== 'created') throw new Error('expected a new pledge');
    return result.gift;
  };

  it('records a pledge under its reference, the ID masked', async () => {
    const {gift} = (await store.pledgeGift(pledge, now, () => 'NARD-7KQM-3XWA')) as {gift: Gift};
    expect(gift).toEqual({
      id: expect.any(String),
      reference: 'NARD-7KQM-3XWA',
      amountCents: 5_000,
      project: 'urban-farming',
      donorName: 'Tan Ah Kow',
      showName: true,
      email: 'tan@example.org',
      taxIdType: 'NRIC',
      taxIdMasked: 'S****567D',
      taxName: 'Tan Ah Kow',
      status: 'pledged',
      createdAt: '2026-11-26T03:00:00.000Z',
      pledgedOn: '2026-11-26',
      receivedCents: null,
      receivedOn: null,
      receiptNumber: null,
      voidReason: null,
      paidBy: null,
      chequeNumber: null,
      staffNote: null,
      language: 'en',
    });
    expect(gift).not.toHaveProperty('taxIdSealed');
    expect(await store.findGiftByReference('NARD-7KQM-3XWA')).toEqual(gift);
    expect(await store.findGiftByReference('NARD-2222-2222')).toBeNull();
  });

  it('lists a page newest first, finds a gift by reference, name or e-mail, and leaves expired pledges out unless asked', async () => {
    const day = 86_400_000;
    const at = async (what: Partial<NewPledge>, reference: string, when: number) => {
      const result = await store.pledgeGift({...pledge, tax: null, ...what}, when, () => reference);
      return (result as {gift: Gift}).gift;
    };
    const expired = await at(
      {donorName: 'Old Pledger', email: 'old@example.org'},
      'NARD-7KQM-3XWA',
      now - 40 * day,
    );
    const paidLate = await at({donorName: 'Late Payer'}, 'NARD-LATE-2222', now - 35 * day);
    await store.receiveGift(
      paidLate.id,
      {receivedCents: 5_000, receivedOn: '2026-11-25'},
      series,
      actor,
      now,
    );
    const recent = await at(
      {donorName: 'Mei Lin Goh', email: 'meilin@example.org'},
      'NARD-MEIL-3333',
      now - day,
    );
    const newest = await at({donorName: 'Siti Rahmah', email: 'siti@example.org'}, 'NARD-SITI-4444', now);
    const expiredBefore = now - 30 * day;
    const page = {page: 1, pageSize: 25};
    const references = async (filter: Omit<GiftFilter, 'expiredBefore'>, request = page) =>
      (await store.listGifts({...filter, expiredBefore}, request)).items.map((gift) => gift.reference);

    expect(await references({})).toEqual([newest.reference, recent.reference, paidLate.reference]);
    expect(await references({status: 'expired'})).toEqual([expired.reference]);
    expect(await references({status: 'pledged'})).toEqual([newest.reference, recent.reference]);
    expect(await references({status: 'received'})).toEqual([paidLate.reference]);
    // A search finds expired pledges too: a donor who calls about one is found.
    expect(await references({search: 'nard 7kqm 3xwa'})).toEqual([expired.reference]);
    expect(await references({search: 'paid NARD7KQM3XWA today'})).toEqual([expired.reference]);
    expect(await references({search: '7kqm'})).toEqual([expired.reference]);
    expect(await references({search: 'siti-44'})).toEqual([newest.reference]);
    expect(await references({search: 'mei lin'})).toEqual([recent.reference]);
    expect(await references({search: 'MEILIN@EXAMPLE'})).toEqual([recent.reference]);
    expect(await references({search: 'old@'})).toEqual([expired.reference]);
    expect(await references({search: 'nobody'})).toEqual([]);
    // An amount or a day, as staff type them (issue 56): pledged or received, pledged on or arrived.
    expect(await references({search: '$50.00'})).toHaveLength(4);
    expect(await references({search: '1,250.50'})).toEqual([]);
    expect(await references({search: '25 Nov 2026'})).toEqual([recent.reference, paidLate.reference]);
    expect(await references({search: '2026-11-26'})).toEqual([newest.reference]);
    expect(await references({search: 'example.org', status: 'pledged'})).toEqual([
      newest.reference,
      recent.reference,
    ]);
    const second = await store.listGifts({expiredBefore}, {page: 2, pageSize: 2});
    expect(second).toMatchObject({total: 3, page: 2, pageSize: 2});
    expect(second.items.map((gift) => gift.reference)).toEqual([paidLate.reference]);
  });

  it('draws again when a reference is taken, and gives up on a generator that repeats itself', async () => {
    await pledged({...pledge, tax: null}, 'NARD-AAAA-AAAA');
    const draws = ['NARD-AAAA-AAAA', 'NARD-AAAA-AAAA', 'NARD-BBBB-BBBB'];
    const second = await pledged({...pledge, tax: null}, () => draws.shift()!);
    expect(second.reference).toBe('NARD-BBBB-BBBB');
    expect(second.taxIdType).toBeNull();
    await expect(store.pledgeGift(pledge, now, () => 'NARD-AAAA-AAAA')).rejects.toThrow(
      /No free gift reference/,
    );
  });

  it('replays the first answer for a retried Idempotency-Key instead of pledging twice', async () => {
    const idempotency = {
      scope: 'gift',
      key: 'retry-1',
      since: now - 86_400_000,
      answerFor: (gift: Gift) => ({
        requestHash: 'h',
        status: 201,
        body: JSON.stringify({reference: gift.reference}),
      }),
    };
    const first = await store.pledgeGift(pledge, now, () => 'NARD-FRST-2222', idempotency);
    const again = await store.pledgeGift(pledge, now, () => 'NARD-SCND-3333', idempotency);
    expect(first.kind).toBe('created');
    expect(again).toEqual({
      kind: 'replay',
      answer: {requestHash: 'h', status: 201, body: '{"reference":"NARD-FRST-2222"}'},
    });
    expect(await store.findGiftByReference('NARD-SCND-3333')).toBeNull();
  });

  it('numbers receipts in one series with no gap and no repeat, even for two confirmations at once', async () => {
    const gifts = await Promise.all([0, 1, 2, 3].map(() => pledged(pledge)));
    const receipt = {receivedCents: 5_000, receivedOn: '2026-11-25'};
    const received = await Promise.all(
      gifts.map((gift) => store.receiveGift(gift.id, receipt, series, actor, now)),
    );
    const numbers = received.map((gift) => (gift as Gift).receiptNumber).sort();
    expect(numbers).toEqual(['NRD0000001', 'NRD0000002', 'NRD0000003', 'NRD0000004']);
    // A received gift is not received twice; a voided one keeps its number, and the next number moves on.
    expect(await store.receiveGift(gifts[0]!.id, receipt, series, actor, now)).toBe('not-open');
    const voided = (await store.voidGift(gifts[1]!.id, 'Bounced cheque', actor, now)) as Gift;
    expect(voided).toMatchObject({status: 'void', voidReason: 'Bounced cheque'});
    expect(voided.receiptNumber).toMatch(/^NRD000000[1-4]$/);
    const next = await pledged(pledge);
    expect(
      await store.receiveGift(next.id, {receivedCents: 100, receivedOn: '2027-01-02'}, series, actor, now),
    ).toMatchObject({
      // A new year goes on with the same series: IRAS wants a number unique within the organisation.
      receiptNumber: 'NRD0000005',
      receivedCents: 100,
    });
    // Another prefix is a series of its own.
    const other = await pledged(pledge);
    expect(await store.receiveGift(other.id, receipt, {prefix: 'AB'}, actor, now)).toMatchObject({
      receiptNumber: 'AB0000001',
    });
    expect(await store.receiveGift('999999', receipt, series, actor, now)).toBeNull();
    expect(await store.receiveGift('not-a-number', receipt, series, actor, now)).toBeNull();
  });

  it('shows received gifts in the contributors ledger, the name only when the donor chose to show it', async () => {
    await store.upsertAnchorProjects([{id: 'urban-farming', title: 'Nard Urban Farming'}]);
    const shown = await pledged(pledge);
    const hidden = await pledged({...pledge, showName: false, project: 'general'});
    await pledged({...pledge, donorName: 'Still pledged'});
    const version = store.contentVersion();
    await store.receiveGift(shown.id, {receivedCents: 4_000, receivedOn: '2026-11-20'}, series, actor, now);
    await store.receiveGift(hidden.id, {receivedCents: 2_500, receivedOn: '2026-11-21'}, series, actor, now);
    expect(store.contentVersion()).not.toBe(version);
    const ledger = (await store.listContributors()).filter((row) => row._id.startsWith('gift-'));
    expect(ledger).toEqual([
      {
        _id: `gift-${shown.id}`,
        name: 'Tan Ah Kow',
        date: '2026-11-20',
        amount: 40,
        anchorProjectId: {_id: 'urban-farming', title: 'Nard Urban Farming'},
      },
      {
        _id: `gift-${hidden.id}`,
        name: 'Anonymous',
        date: '2026-11-21',
        amount: 25,
        anchorProjectId: {_id: 'general', title: 'Where it is needed most'},
      },
    ]);
    await store.voidGift(shown.id, 'Entered twice', actor, now);
    expect((await store.listContributors()).filter((row) => row._id.startsWith('gift-'))).toHaveLength(1);
  });

  it('saves a bank statement once: matched, short and unmatched rows, and nothing the second time', async () => {
    const full = await pledged(pledge);
    const short = await pledged(pledge);
    const rows = [
      {
        fingerprint: 'f1',
        date: '2026-11-24',
        amountCents: 5_000,
        text: `PAYNOW ${full.reference}`,
        outcome: 'matched' as const,
        giftId: full.id,
      },
      {
        fingerprint: 'f2',
        date: '2026-11-24',
        amountCents: 4_000,
        text: `${short.reference}`,
        outcome: 'review' as const,
        giftId: short.id,
      },
      {
        fingerprint: 'f3',
        date: '2026-11-25',
        amountCents: 7_700,
        text: 'GIRO TAN',
        outcome: 'unmatched' as const,
        giftId: null,
      },
    ];
    const saved = await store.saveStatement(rows, series, actor, now);
    expect(saved).toMatchObject({review: 1, unmatched: 1, already: 0});
    expect(saved.received.map((gift) => gift.reference)).toEqual([full.reference]);
    expect(await store.findGift(short.id)).toMatchObject({
      status: 'review',
      receivedCents: 4_000,
      receivedOn: '2026-11-24',
    });
    expect(await store.importedFingerprints(['f1', 'f3', 'f9'])).toEqual(new Set(['f1', 'f3']));
    const again = await store.saveStatement(rows, series, actor, now);
    expect(again).toEqual({importId: expect.any(String), received: [], review: 0, unmatched: 0, already: 3});

    const [waiting] = (await store.listUnmatchedTransfers('', firstPage)).items;
    expect(waiting).toEqual({
      id: expect.any(String),
      date: '2026-11-25',
      amountCents: 7_700,
      text: 'GIRO TAN',
      importedAt: '2026-11-26T03:00:00.000Z',
    });
    expect(await store.findUnmatchedTransfer(waiting!.id)).toEqual(waiting);
    expect(await store.findUnmatchedTransfer('99999')).toBeNull();
    expect(await store.findUnmatchedTransfer('not-a-number')).toBeNull();
    const resolved = (await store.resolveTransfer(
      waiting!.id,
      {newGift: {...pledge, tax: null}},
      series,
      actor,
      now,
      () => 'NARD-NEWG-4444',
    )) as Gift;
    expect(resolved).toMatchObject({
      reference: 'NARD-NEWG-4444',
      status: 'received',
      receivedCents: 7_700,
      amountCents: 7_700,
    });
    expect(await store.listUnmatchedTransfers('', firstPage)).toEqual({items: [], total: 0, ...firstPage});
    // Settled: no longer waiting.
    expect(await store.findUnmatchedTransfer(waiting!.id)).toBeNull();
    expect(
      await store.resolveTransfer(waiting!.id, {giftId: short.id}, series, actor, now, () => 'X'),
    ).toBeNull();
  });

  /** A statement row for `gift` (matched, or review when it is `short`), or a stray one with no gift. */
  const transferRow = (fingerprint: string, gift: Gift | null, amountCents = 5_000) => ({
    fingerprint,
    date: '2026-11-24',
    amountCents,
    text: gift ? `PAYNOW ${gift.reference}` : `GIRO ${fingerprint.toUpperCase()} TAN`,
    outcome: gift
      ? amountCents === gift.amountCents
        ? ('matched' as const)
        : ('review' as const)
      : ('unmatched' as const),
    giftId: gift?.id ?? null,
  });

  it('finds the gifts a statement’s references name, in one read', async () => {
    const one = await pledged(pledge);
    const two = await pledged(pledge);
    const found = await store.findGiftsByReferences([one.reference, 'NARD-NONE-0000', two.reference]);
    expect(found.map((gift) => gift.id).sort()).toEqual([one.id, two.id].sort());
    expect(await store.findGiftsByReferences([])).toEqual([]);
  });

  it('pages the waiting transfers oldest first, and finds them by text, amount or day', async () => {
    const rows = Array.from({length: 12}, (_, index) => ({
      ...transferRow(`w${index}`, null, 1_000 + index * 100),
      date: `2026-11-${String(10 + index).padStart(2, '0')}`,
    }));
    await store.saveStatement(rows, series, actor, now);
    const second = await store.listUnmatchedTransfers('', {page: 2, pageSize: 5});
    expect(second).toMatchObject({total: 12, page: 2, pageSize: 5});
    expect(second.items.map((transfer) => transfer.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
    ]);
    const texts = async (search: string) =>
      (await store.listUnmatchedTransfers(search, firstPage)).items.map((transfer) => transfer.text);
    expect(await texts('nobody')).toEqual([]);
    expect(await texts('w3 tan')).toEqual(['GIRO W3 TAN']);
    expect(await texts('12.00')).toEqual(['GIRO W2 TAN']);
    expect(await texts('$15')).toEqual(['GIRO W5 TAN']);
    expect(await texts('2026-11-21')).toEqual(['GIRO W11 TAN']);
    expect((await store.listUnmatchedTransfers('tan', firstPage)).total).toBe(12);
  });

  it('undoes a statement once: its transfers go, its gifts are pledges again, the receipt number comes back', async () => {
    const full = await pledged(pledge);
    const short = await pledged(pledge);
    const rows = [transferRow('u1', full), transferRow('u2', short, 4_000), transferRow('u3', null)];
    const saved = await store.saveStatement(rows, series, actor, now);
    const receipt = saved.received[0]!.receiptNumber;
    const undone = await store.undoStatement(saved.importId, actor, now + 1);
    expect(undone).toEqual({
      kind: 'undone',
      transfers: 3,
      reopened: [full.reference, short.reference].sort(),
      withdrawnReceipts: [receipt],
    });
    for (const gift of [full, short]) {
      expect(await store.findGift(gift.id)).toMatchObject({
        status: 'pledged',
        receivedCents: null,
        receivedOn: null,
        receiptNumber: null,
      });
    }
    expect(await store.importedFingerprints(['u1', 'u2', 'u3'])).toEqual(new Set());
    // The receipt mail the statement queued goes with its withdrawn receipt (issue 55's outbox).
    const due = await store.claimDueMails(now + 2, 60_000, 100);
    expect(due.filter((mail) => mail.receiptGiftId === full.id)).toEqual([]);
    expect((await store.listUnmatchedTransfers('', firstPage)).total).toBe(0);
    // The counter stepped back: the series has no gap, the next receipt takes the withdrawn number.
    const next = await store.receiveGift(
      full.id,
      {receivedCents: 5_000, receivedOn: '2026-11-24'},
      series,
      actor,
      now,
    );
    expect((next as Gift).receiptNumber).toBe(receipt);
    const [line] = (await store.listActivity({page: 1, pageSize: 2})).items.filter(
      (entry) => entry.action === 'undo-import',
    );
    expect(line).toMatchObject({targetType: 'bank-statement', targetId: saved.importId});

    expect((await store.listStatementImports(5))[0]).toEqual({
      id: saved.importId,
      importedAt: new Date(now).toISOString(),
      importedBy: actor.email,
      transfers: 0,
      undoneAt: new Date(now + 1).toISOString(),
    });
    expect(await store.undoStatement(saved.importId, actor, now + 2)).toEqual({
      kind: 'already',
      undoneAt: new Date(now + 1).toISOString(),
    });
    expect(await store.undoStatement('99999', actor, now)).toEqual({kind: 'missing'});
    expect(await store.undoStatement('not-an-id', actor, now)).toEqual({kind: 'missing'});
  });

  it('refuses to undo a statement one of whose gifts is in a file for IRAS (issue 55)', async () => {
    const gift = await pledged(pledge);
    const saved = await store.saveStatement([transferRow('f1', gift)], series, actor, now);
    const [received] = saved.received;
    await store.prepareIrasFiling(
      {
        basisYear: 2026,
        batch: 'O',
        gifts: [
          {
            giftId: gift.id,
            receiptNumber: received!.receiptNumber!,
            idType: 'NRIC',
            idHash: 'hmac',
            name: 'Tan Ah Kow',
            amountDollars: 50,
            donatedOn: '2026-11-24',
          },
        ],
      },
      actor,
      now,
    );
    expect(await store.undoStatement(saved.importId, actor, now + 1)).toEqual({
      kind: 'filed',
      references: [gift.reference],
    });
    expect(await store.findGift(gift.id)).toMatchObject({status: 'received'});
  });

  it('refuses to undo a statement whose receipt was mailed or whose gift changed since, and changes nothing', async () => {
    const mailed = await pledged(pledge);
    const stray = transferRow('m2', null);
    const first = await store.saveStatement([transferRow('m1', mailed), stray], series, actor, now);
    // The outbox's sender sends the receipt the statement queued.
    const [claimed] = (await store.claimDueMails(now + 1, 60_000, 10)).filter(
      (mail) => mail.receiptGiftId === mailed.id,
    );
    expect(await store.markMailSent(claimed!.id, claimed!.claimedUntil, now + 1)).toBe(true);
    expect(await store.undoStatement(first.importId, actor, now + 2)).toEqual({
      kind: 'mailed',
      references: [mailed.reference],
    });
    expect(await store.findGift(mailed.id)).toMatchObject({status: 'received'});
    expect(await store.importedFingerprints(['m1', 'm2'])).toEqual(new Set(['m1', 'm2']));
    expect((await store.listStatementImports(1))[0]).toMatchObject({transfers: 2, undoneAt: null});

    const short = await pledged(pledge);
    const second = await store.saveStatement([transferRow('c1', short, 4_000)], series, actor, now);
    await store.receiveGift(short.id, {receivedCents: 4_000, receivedOn: '2026-11-24'}, series, actor, now);
    expect(await store.undoStatement(second.importId, actor, now + 2)).toEqual({
      kind: 'changed',
      references: [short.reference],
    });
    expect(await store.findGift(short.id)).toMatchObject({status: 'received'});
    // Refused is not undone: the claim rolled back with the rest.
    expect((await store.undoStatement(second.importId, actor, now + 3)).kind).toBe('changed');
  });

  it('lists the year’s gifts with an ID that IRAS may hear of, sealed: received, and received then voided', async () => {
    const withId = await pledged(pledge);
    const noId = await pledged({...pledge, tax: null});
    const voided = await pledged(pledge);
    const neverPaid = await pledged(pledge);
    for (const gift of [withId, noId, voided]) {
      await store.receiveGift(gift.id, {receivedCents: 5_000, receivedOn: '2026-03-01'}, series, actor, now);
    }
    const refunded = await pledged(pledge);
    await store.receiveGift(
      refunded.id,
      {receivedCents: 5_000, receivedOn: '2026-03-02'},
      series,
      actor,
      now,
    );
    await store.voidGift(voided.id, 'Bounced cheque', actor, now);
    await store.voidGift(neverPaid.id, 'Never paid', actor, now);
    await store.refundGift(refunded.id, 'Given twice by mistake', actor, now);
    const listed = await store.irasGiftsOf(2026);
    expect(listed.map((gift) => [gift.reference, gift.status, gift.taxIdSealed])).toEqual([
      [withId.reference, 'received', 'iv.tag.sealed-bytes'],
      [voided.reference, 'void', 'iv.tag.sealed-bytes'],
      [refunded.reference, 'refunded', 'iv.tag.sealed-bytes'],
    ]);
    expect(await store.irasGiftsOf(2025)).toEqual([]);
  });

  it('refunds a received gift once: it leaves the ledger, keeps its receipt number, and is logged', async () => {
    await store.upsertAnchorProjects([{id: 'urban-farming', title: 'Nard Urban Farming'}]);
    const gift = await pledged(pledge);
    const open = await pledged(pledge);
    const received = (await store.receiveGift(
      gift.id,
      {receivedCents: 5_000, receivedOn: '2026-11-20'},
      series,
      actor,
      now,
    )) as Gift;
    const ledger = async () =>
      (await store.listContributors()).filter((row) => row._id === `gift-${gift.id}`);
    expect(await ledger()).toHaveLength(1);
    const refunded = (await store.refundGift(gift.id, 'Given twice by mistake', actor, now)) as Gift;
    expect(refunded).toMatchObject({
      status: 'refunded',
      voidReason: 'Given twice by mistake',
      receiptNumber: received.receiptNumber,
    });
    expect(await ledger()).toEqual([]);
    expect(await store.refundGift(gift.id, 'Again', actor, now)).toBe('not-open');
    expect(await store.voidGift(gift.id, 'After the refund', actor, now)).toBe('not-open');
    expect(await store.refundGift(open.id, 'Never arrived', actor, now)).toBe('not-open');
    expect(await store.refundGift('999999', 'None', actor, now)).toBeNull();
    const {items} = await store.listActivity({page: 1, pageSize: 50});
    expect(items.filter((line) => line.targetId === gift.id).map((line) => line.action)).toContain('refund');
  });

  it('keeps an IRAS file with its gifts, marks it submitted once, and reads what the latest submitted file said', async () => {
    const gift = await pledged(pledge);
    await store.receiveGift(gift.id, {receivedCents: 5_000, receivedOn: '2026-03-01'}, series, actor, now);
    const filed = {
      giftId: gift.id,
      receiptNumber: 'NRD0000001',
      idType: 'NRIC',
      idHash: 'hmac-1',
      name: 'Tan Ah Kow',
      amountDollars: 50,
      donatedOn: '2026-03-01',
    };
    expect(await store.irasUnfiledCount(2026)).toBe(1);
    const original = await store.prepareIrasFiling({basisYear: 2026, batch: 'O', gifts: [filed]}, actor, now);
    expect(await store.irasUnfiledCount(2026)).toBe(1);
    expect(original).toMatchObject({
      basisYear: 2026,
      batch: 'O',
      records: 1,
      totalDollars: 50,
      submittedOn: null,
    });
    // Prepared is not filed: nothing counts until staff say it was submitted.
    expect((await store.latestFiledGifts(2026)).size).toBe(0);
    const submitted = await Promise.all([
      store.submitIrasFiling(original.id, '2027-01-20', actor, now),
      store.submitIrasFiling(original.id, '2027-01-21', actor, now),
    ]);
    expect(submitted.filter((answer) => answer === 'already')).toHaveLength(1);
    expect(await store.submitIrasFiling('999999', '2027-01-20', actor, now)).toBeNull();
    expect((await store.latestFiledGifts(2026)).get(gift.id)).toEqual(filed);
    expect(await store.irasUnfiledCount(2026)).toBe(0);
    const amendment = await store.prepareIrasFiling(
      {basisYear: 2026, batch: 'A', gifts: [{...filed, amountDollars: 0}]},
      actor,
      now + 1,
    );
    await store.submitIrasFiling(amendment.id, '2027-02-02', actor, now + 1);
    expect((await store.latestFiledGifts(2026)).get(gift.id)?.amountDollars).toBe(0);
    expect((await store.listIrasFilings(2026)).map((filing) => filing.batch)).toEqual(['A', 'O']);
    expect(await store.listIrasFilings(2025)).toEqual([]);
    const {items} = await store.listActivity({page: 1, pageSize: 50});
    const filingLines = items.filter((line) => line.targetType === 'iras-file').map((line) => line.action);
    expect(filingLines.sort()).toEqual(['export', 'export', 'submit', 'submit']);
  });

  it('deletes sealed ID numbers past their keeping period, and only those', async () => {
    const old = await pledged(pledge);
    const recent = await pledged(pledge);
    await store.receiveGift(old.id, {receivedCents: 5_000, receivedOn: '2026-12-31'}, series, actor, now);
    await store.receiveGift(recent.id, {receivedCents: 5_000, receivedOn: '2027-01-01'}, series, actor, now);
    const unpaid = await pledged(pledge);
    const day = 86_400_000;
    // 2031: a 2026 gift is still within its 5 years; an unpaid pledge of a year ago goes.
    const in2031 = Date.UTC(2031, 5, 1);
    expect(await store.purgeTaxIds(now + 364 * day)).toBe(0);
    expect(await store.purgeTaxIds(in2031)).toBe(1);
    expect((await store.findGift(unpaid.id))?.taxIdMasked).toBe('S****567D');
    // 1 Jan 2032 in Singapore: the 2026 gift's number goes; the 2027 one stays.
    expect(await store.purgeTaxIds(Date.UTC(2031, 11, 31, 16))).toBe(1);
    const exported = await store.irasGiftsOf(2027);
    expect(exported.map((gift) => gift.id)).toEqual([recent.id]);
    expect(await store.irasGiftsOf(2026)).toEqual([]);
    expect((await store.findGift(old.id))?.taxIdMasked).toBe('S****567D');
  });
});
