import {describe, expect, it} from 'vitest';
import {chunkFiles, modulepreloadTags} from './modulepreload.ts';

const MANIFEST = {
  'site/index.html': {
    file: 'assets/index-A.js',
    imports: ['_jsx-runtime.js'],
    dynamicImports: [
      'core/i18n/books/layout/zh.ts',
      'core/i18n/books/layout/ta.ts',
      'site/routes/log-in.tsx',
    ],
  },
  'core/i18n/books/layout/zh.ts': {file: 'assets/zh-F.js'},
  'core/i18n/books/layout/ta.ts': {file: 'assets/ta-G.js'},
  'core/i18n/books/log-in/zh.ts': {file: 'assets/zh-H.js'},
  '_jsx-runtime.js': {file: 'assets/jsx-runtime-B.js'},
  '_api.js': {file: 'assets/api-C.js', imports: ['_jsx-runtime.js']},
  '_rules.js': {file: 'assets/rules-D.js', imports: ['_api.js']},
  'site/routes/log-in.tsx': {
    file: 'assets/log-in-E.js',
    imports: ['_rules.js', '_api.js', '_jsx-runtime.js'],
    dynamicImports: ['core/i18n/books/log-in/zh.ts'],
  },
};

describe('modulepreload', () => {
  it('lists the route chunk first, then each static import once', () => {
    expect(chunkFiles(MANIFEST, 'site/routes/log-in.tsx')).toEqual([
      'assets/log-in-E.js',
      'assets/rules-D.js',
      'assets/api-C.js',
      'assets/jsx-runtime-B.js',
    ]);
  });

  it('skips what the page already loads and writes modulepreload links for the rest', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B.js">';
    expect(modulepreloadTags(MANIFEST, ['site/routes/log-in.tsx'], html).split(/\n\s*/)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/log-in-E.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rules-D.js">',
      '<link rel="modulepreload" crossorigin href="/assets/api-C.js">',
    ]);
  });

  it('adds the part in the page language of of every book the page uses, and no other language', () => {
    const html = '<script type="module" crossorigin src="/assets/index-A.js"></script>';
    const tags = modulepreloadTags(MANIFEST, ['site/index.html', 'site/routes/log-in.tsx'], html, 'zh');
    expect(tags).toContain('href="/assets/zh-F.js"');
    expect(tags).toContain('href="/assets/zh-H.js"');
    expect(tags).not.toContain('ta-G.js');
    expect(modulepreloadTags(MANIFEST, ['site/index.html', 'site/routes/log-in.tsx'], html)).not.toContain(
      'zh-',
    );
  });

  it('fails loudly when the route is not in the manifest', () => {
    expect(() => chunkFiles(MANIFEST, 'site/routes/nope.tsx')).toThrow(/no chunk for site\/routes\/nope.tsx/);
  });
});
