import {describe, expect, it} from 'vitest';
import {crc16Ccitt, crc16Hex} from './crc16.ts';

// An independent reference straight from the definition of CRC-16/CCITT-FALSE: with no reflection and
// no final XOR, the CRC is the remainder of (init * x^(8n) + M(x) * x^16) divided by P(x) = x^16 + x^12
// + x^5 + 1 over GF(2). Long division on BigInt, nothing shared with the byte loop under test.
function crcByPolynomialDivision(text: string): number {
  const bytes = [...text].map((char) => BigInt(char.charCodeAt(0)));
  const message = bytes.reduce((value, byte) => (value << 8n) | byte, 0n);
  let dividend = (0xffffn << BigInt(8 * bytes.length)) ^ (message << 16n);
  const poly = 0x11021n;
  for (let bit = BigInt(dividend.toString(2).length - 1); bit >= 16n; bit--) {
    if ((dividend >> bit) & 1n) dividend ^= poly << (bit - 16n);
  }
  return Number(dividend);
}

describe('crc16Ccitt', () => {
  // Check values of the catalogue of CRC algorithms (reveng) for CRC-16/IBM-3740 alias CCITT-FALSE.
  it.each([
    {text: '123456789', crc: 0x29b1},
    {text: '', crc: 0xffff},
    {text: 'A', crc: 0xb915},
  ])('$text -> $crc', ({text, crc}) => {
    expect(crc16Ccitt(text)).toBe(crc);
    expect(crcByPolynomialDivision(text)).toBe(crc);
  });

  it.each([
    '000201010211',
    '00020101021226370009SG.PAYNOW010120210202400000A030115204000053037025802SG6304',
    'The quick brown fox jumps over the lazy dog',
  ])('agrees with polynomial division for %s', (text) => {
    expect(crc16Ccitt(text)).toBe(crcByPolynomialDivision(text));
  });

  it('writes 4 upper-case hex digits, zero-padded', () => {
    expect(crc16Hex('123456789')).toBe('29B1');
    expect(crc16Hex('A')).toBe('B915');
    expect(crc16Hex('123456789')).toMatch(/^[0-9A-F]{4}$/);
  });
});
