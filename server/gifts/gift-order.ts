// The one order of gifts in every list a donor, staff or IRAS gets: by date received, then receipt number.

/** The two facts the order reads. */
export type Dated = {receivedOn: string; receiptNumber: string};

/**
 * Compares by `receivedOn` (`YYYY-MM-DD` sorts as text), then by receipt number, whose zero-padded serial
 * also sorts as text.
 * @example gifts.toSorted(byDateThenReceipt)
 */
export function byDateThenReceipt(a: Dated, b: Dated): number {
  if (a.receivedOn !== b.receivedOn) return a.receivedOn < b.receivedOn ? -1 : 1;
  if (a.receiptNumber === b.receiptNumber) return 0;
  return a.receiptNumber < b.receiptNumber ? -1 : 1;
}
