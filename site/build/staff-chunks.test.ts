import {describe, expect, it} from 'vitest';
import {type ChunkInfo, isStaffModule, staffOnlyChunks} from './staff-chunks.ts';

const chunk = (fileName: string, moduleIds: string[], more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports: [],
  ...more,
});

const entry = chunk('assets/index.js', ['/r/site/entry-client.tsx'], {
  isEntry: true,
  imports: ['assets/ui.js'],
});
const ui = chunk('assets/ui.js', ['/r/site/ui/table.tsx'], {facadeModuleId: null});
const faq = chunk('assets/faq.js', ['/r/site/routes/faq.tsx', '/r/site/features/faq/faq-page.tsx'], {
  imports: ['assets/ui.js'],
});
const staff = chunk(
  'assets/staff.js',
  ['/r/site/routes/staff.tsx', '/r/site/features/staff/staff-console.tsx'],
  {
    imports: ['assets/ui.js'],
  },
);
const screen = chunk('assets/screen.js', ['/r/site/features/staff/announcements/screen.tsx']);

describe('staffOnlyChunks', () => {
  it.each([
    ['/r/site/routes/staff.tsx', true],
    ['/r/site/features/staff/a/b.tsx', true],
    ['/r/site/features/staffing/x.tsx', false],
    ['/r/site/routes/staffing.tsx', false],
    ['/r/site/ui/table.tsx', false],
  ])('%s is staff code: %s', (id, expected) => {
    expect(isStaffModule(id)).toBe(expected);
  });

  it('lists the chunks holding staff modules when public pages never reach them', () => {
    expect(staffOnlyChunks([entry, ui, faq, staff, screen])).toEqual(['assets/staff.js', 'assets/screen.js']);
  });

  it('fails when a public route imports staff code statically', () => {
    const leaky = {...faq, imports: ['assets/ui.js', 'assets/screen.js']};
    expect(() => staffOnlyChunks([entry, ui, leaky, staff, screen])).toThrow(
      /faq\.js loads staff code up front/,
    );
  });

  it('fails when staff modules are merged into a shared chunk the entry loads', () => {
    const merged = {...ui, moduleIds: [...ui.moduleIds, '/r/site/features/staff/roles-table.tsx']};
    expect(() => staffOnlyChunks([entry, merged, faq, staff])).toThrow(/index\.js loads staff code/);
  });
});
