import {describe, expect, test} from 'vitest';
import {isRegionKey, REGION_KEYS, REGION_LABELS, REGIONS} from './regions.ts';

describe('REGIONS', () => {
  test.each([
    {region: 'central', count: 23, first: 'City Centre', last: 'Toa Payoh'},
    {region: 'east', count: 6, first: 'Bedok', last: 'Tampines'},
    {region: 'north', count: 8, first: 'Central Water Catchment', last: 'Yishun'},
    {region: 'northEast', count: 7, first: 'Ang Mo Kio', last: 'Serangoon'},
    {region: 'west', count: 12, first: 'Boon Lay', last: 'Western Water Catchment'},
  ] as const)('$region has $count cities from $first to $last', ({region, count, first, last}) => {
    const cities = REGIONS[region];
    expect(cities).toHaveLength(count);
    expect(cities[0]).toBe(first);
    expect(cities.at(-1)).toBe(last);
  });

  test('no city appears twice', () => {
    const all = Object.values(REGIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  test('keys, labels and the key list agree', () => {
    expect(Object.keys(REGIONS)).toEqual([...REGION_KEYS]);
    expect(Object.keys(REGION_LABELS)).toEqual([...REGION_KEYS]);
    expect(REGION_LABELS.northEast).toBe('North-East');
  });

  test.each([
    {value: 'central', ok: true},
    {value: 'northEast', ok: true},
    {value: 'NorthEast', ok: false},
    {value: 'toString', ok: false},
    {value: '__proto__', ok: false},
    {value: 1, ok: false},
    {value: null, ok: false},
  ])('isRegionKey($value) is $ok', ({value, ok}) => {
    expect(isRegionKey(value)).toBe(ok);
  });
});
