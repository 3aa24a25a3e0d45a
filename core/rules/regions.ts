// Singapore's five regions and their planning areas, exactly as SPEC section 2 lists them.

/** The five region keys the application form's first select offers. */
export type RegionKey = 'central' | 'east' | 'north' | 'northEast' | 'west';

/**
 * The cities (planning areas) of each region, in the order the city select shows them.
 *
 * @example
 * REGIONS.east.includes('Tampines'); // true
 */
export const REGIONS: Readonly<Record<RegionKey, readonly string[]>> = {
  // SPEC writes "City Centre Bishan" without a comma; every other item is one place, so we read two entries.
  central: [
    'City Centre',
    'Bishan',
    'Bukit Merah',
    'Bukit Timah',
    'Downtown Core',
    'Geylang',
    'Kallang',
    'Marina East',
    'Marina South',
    'Marine Parade',
    'Museum',
    'Newton',
    'Novena',
    'Orchard',
    'Outram',
    'Queenstown',
    'River Valley',
    'Rochor',
    'Singapore River',
    'Southern Islands',
    'Straits View',
    'Tanglin',
    'Toa Payoh',
  ],
  east: ['Bedok', 'Changi', 'Changi Bay', 'Pasir Ris', 'Paya Lebar', 'Tampines'],
  north: [
    'Central Water Catchment',
    'Lim Chu Kang',
    'Mandai',
    'Sembawang',
    'Simpang',
    'Sungei Kadut',
    'Woodlands',
    'Yishun',
  ],
  northEast: [
    'Ang Mo Kio',
    'Hougang',
    'North-Eastern Islands',
    'Punggol',
    'Seletar',
    'Sengkang',
    'Serangoon',
  ],
  west: [
    'Boon Lay',
    'Bukit Batok',
    'Bukit Panjang',
    'Choa Chu Kang',
    'Clementi',
    'Jurong East',
    'Jurong West',
    'Pioneer',
    'Tengah',
    'Tuas',
    'Western Islands',
    'Western Water Catchment',
  ],
};

/** The region keys in display order. */
export const REGION_KEYS: readonly RegionKey[] = ['central', 'east', 'north', 'northEast', 'west'];

/** What the region select shows for each key. */
export const REGION_LABELS: Readonly<Record<RegionKey, string>> = {
  central: 'Central',
  east: 'East',
  north: 'North',
  northEast: 'North-East',
  west: 'West',
};

/**
 * Narrows any value to a region key; a plain `in` check would also accept 'toString'.
 *
 * @example
 * isRegionKey('northEast'); // true
 * isRegionKey('constructor'); // false
 */
export function isRegionKey(value: unknown): value is RegionKey {
  return typeof value === 'string' && (REGION_KEYS as readonly string[]).includes(value);
}
