// The IRAS file as a record (issue 55): a file staff download is kept with the gifts it held as they were
// then; marked submitted (the day, by whom), those gifts count as filed. What the next file holds and what
// is "To correct with IRAS" are worked out from these (server/gifts/iras-filing.ts).

import type {Actor} from '../../db/actor.ts';
import type {TaxDeductibleGift} from './gift-store.ts';

/** A gift as a filed record said it: what a later change is compared with. `idHash`: an HMAC of the ID. */
export type FiledGift = {
  giftId: string;
  receiptNumber: string;
  idType: string;
  idHash: string;
  name: string;
  amountDollars: number;
  donatedOn: string;
};

/** A file staff downloaded: an original (O) or an amendment (A); `submittedOn` once filed with IRAS. */
export type IrasFiling = {
  id: string;
  basisYear: number;
  batch: 'O' | 'A';
  preparedAt: number;
  preparedBy: string;
  submittedOn: string | null;
  submittedBy: string | null;
  records: number;
  totalDollars: number;
};

export type IrasFilingStore = {
  /**
   * The year's gifts with a sealed ID that IRAS may hear of: received ones, and voided or refunded ones
   * (they may have been filed), in order of day and receipt number.
   */
  irasGiftsOf(year: number): Promise<TaxDeductibleGift[]>;
  /** Each gift of the year as the latest SUBMITTED file that held it said it. */
  latestFiledGifts(year: number): Promise<Map<string, FiledGift>>;
  /** Keeps a file just made with its gifts, and an Activity line, in one transaction. */
  prepareIrasFiling(
    filing: {basisYear: number; batch: 'O' | 'A'; gifts: readonly FiledGift[]},
    actor: Actor,
    now: number,
  ): Promise<IrasFiling>;
  /**
   * Marks a prepared file submitted on `submittedOn` (Activity names who); null when there is no such file,
   * 'already' when it was marked before.
   */
  submitIrasFiling(
    id: string,
    submittedOn: string,
    actor: Actor,
    now: number,
  ): Promise<IrasFiling | 'already' | null>;
  /** How many received gifts of the year with an ID no submitted file has held yet (the overview's count). */
  irasUnfiledCount(year: number): Promise<number>;
  /** The year's files, newest first. */
  listIrasFilings(year: number): Promise<IrasFiling[]>;
};
