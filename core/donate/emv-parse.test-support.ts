// Test helper: splits an EMV payload into its data objects, so tests check fields, not one long string.

export type EmvField = {id: string; length: number; value: string};

export function parseEmv(payload: string): EmvField[] {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`Bad field at ${at}`);
    fields.push({id, length, value: payload.slice(at + 4, at + 4 + length)});
    at += 4 + length;
  }
  if (at !== payload.length) throw new Error('Payload ends inside a field');
  return fields;
}
