// EMVCo data objects are ID (2 digits) + length (2 digits) + value.

/** One EMV data object; throws when the value does not fit in 99 characters or is not printable ASCII. */
export function tlv(id: string, value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) {
    throw new RangeError(`EMV field ${id} must be plain ASCII text, got "${value}".`);
  }
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}
