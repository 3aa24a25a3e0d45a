// Gifts (issue 22): a donor's pledge with its reference, the first step of the path pledge -> received ->
// receipt. The tax ID arrives here already sealed and masked by the caller (the pledge route, still to be
// built): the store never sees the plain number.
import type {GiftProject} from '../../core/rules/index.ts';

/** A pledge as the store writes it. */
export type NewPledge = {
  amountCents: number;
  project: GiftProject;
  donorName: string;
  showName: boolean;
  email: string;
  tax: {type: 'NRIC' | 'FIN' | 'UEN'; sealed: string; masked: string; name: string} | null;
};

/** A gift as staff and its donor may see it: the ID masked, never sealed or plain. */
export type Gift = {
  id: string;
  reference: string;
  amountCents: number;
  project: GiftProject;
  donorName: string;
  showName: boolean;
  email: string;
  taxIdType: 'NRIC' | 'FIN' | 'UEN' | null;
  taxIdMasked: string | null;
  taxName: string | null;
  status: 'pledged' | 'received' | 'review' | 'void';
  createdAt: string;
};

export type GiftStore = {
  /**
   * Records a pledge under a new reference from `newReference`; a reference already taken (a 1 in 2^40
   * draw, or a test) is drawn again, up to five times.
   */
  pledgeGift(pledge: NewPledge, now: number, newReference: () => string): Promise<Gift>;
  /** One gift by its reference, or null. */
  findGiftByReference(reference: string): Promise<Gift | null>;
};
