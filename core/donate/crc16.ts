// CRC-16/CCITT-FALSE, the checksum EMVCo QR payloads end with (tag 63).

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) over the string's
 * characters, which must be single bytes (EMV payloads are ASCII).
 * @example crc16Ccitt('123456789') // 0x29B1
 */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (let index = 0; index < text.length; index++) {
    crc ^= (text.charCodeAt(index) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC as the 4 upper-case hex digits tag 63 carries, e.g. `'29B1'`. */
export function crc16Hex(text: string): string {
  return crc16Ccitt(text).toString(16).toUpperCase().padStart(4, '0');
}
