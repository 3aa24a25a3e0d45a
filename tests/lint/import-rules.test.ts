// The import rules of docs/architecture.md live in biome.json. Each rule is proved here: the repo's own
// biome.json lints a temp copy of fixture files, one that breaks the rule and one that keeps it.
// The fixtures exist only in the temp folder, so they never break the real `npm run lint`.
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(REPO, 'node_modules/.bin/biome');

type Fixture = {file: string; source: string; fails: RegExp | null};

const use = (from: string) => `import {thing} from '${from}';\nexport const used = thing;\n`;

const FIXTURES: Record<string, Fixture[]> = {
  'a site feature imports another feature': [
    {
      file: 'site/features/alpha/page.tsx',
      source: use('../beta/thing.ts'),
      fails: /never imports another feature/,
    },
    {file: 'site/features/alpha/deep/form.tsx', source: use('../../beta/x.ts'), fails: /another feature/},
    {file: 'site/features/alpha/deep/ok.tsx', source: use('../shared/thing.ts'), fails: null},
    {file: 'site/features/alpha/ui-ok.tsx', source: use('../../ui/button.tsx'), fails: null},
  ],
  'a site feature imports app/': [
    {file: 'site/features/alpha/layout.tsx', source: use('../../app/layout/header.tsx'), fails: /site\/app/},
    {file: 'site/features/alpha/deep/lib-ok.tsx', source: use('../../../lib/use-load.ts'), fails: null},
  ],
  'a widget imports another widget': [
    {
      file: 'widgets/nard-donate/x.tsx',
      source: use('../nard-contributions/tables.tsx'),
      fails: /another widget/,
    },
    {file: 'widgets/nard-donate/ok.tsx', source: use('../shared/api.ts'), fails: null},
  ],
  'site or widgets import a core file other than an entry file': [
    {file: 'site/ui/x.tsx', source: use('../../core/messages/messages.ts'), fails: /entry file/},
    {file: 'widgets/shared/x.ts', source: use('../../core/api/call.ts'), fails: /entry file/},
    {file: 'site/ui/ok.tsx', source: use('../../core/messages/index.ts'), fails: null},
  ],
  'server code outside the store layer (db/, <domain>/store/) and the composition imports a store or server/db':
    [
      {file: 'server/accounts/x.ts', source: use('../db/sqlite/open-sqlite.ts'), fails: /store layer/},
      {file: 'server/http/x.ts', source: use('../db/sqlite-content-store.ts'), fails: /store layer/},
      {file: 'server/middleware/x.ts', source: use('../db/postgres/pool.ts'), fails: /store layer/},
      {file: 'server/gifts/routes/x.ts', source: use('../store/pledges.ts'), fails: /store layer/},
      {file: 'server/accounts/ok.ts', source: use('./store/account-store.ts'), fails: null},
      {file: 'server/gifts/routes/ok.ts', source: use('../store/gift-stores.ts'), fails: null},
      {file: 'server/admin/ok.ts', source: use('../db/sqlite/open-sqlite.ts'), fails: null},
      {file: 'server/seed/ok.ts', source: use('../db/sqlite/open-sqlite.ts'), fails: null},
    ],
  'shared plumbing imports a domain, or a domain imports a peer, a higher domain or the composition': [
    {file: 'server/http/y.ts', source: use('../gifts/receipts.ts'), fails: /plumbing/},
    {file: 'server/db/y.ts', source: use('../accounts/store/account-store.ts'), fails: /plumbing/},
    {file: 'server/mail/y.ts', source: use('../store.ts'), fails: /plumbing/},
    {file: 'server/accounts/y.ts', source: use('../gifts/store/gift-store.ts'), fails: /accounts domain/},
    {file: 'server/gifts/y.ts', source: use('../events/store/place-store.ts'), fails: /gifts domain/},
    {
      file: 'server/gifts/store/y.ts',
      source: use('../../privacy/store/account-deletion.ts'),
      fails: /gifts domain/,
    },
    {file: 'server/events/z.ts', source: use('../app.ts'), fails: /composition/},
    {file: 'server/gifts/ok-down.ts', source: use('../accounts/auth-service.ts'), fails: null},
    {file: 'server/staff/ok-down.ts', source: use('../gifts/routes/staff-gift-routes.ts'), fails: null},
    {file: 'server/mail/ok-down.ts', source: use('../http/answers.ts'), fails: null},
  ],
  'an e2e spec takes `test` from Playwright itself, whose navigations do not wait for hydration': [
    {
      file: 'tests/e2e/x.spec.ts',
      source: "import {test} from '@playwright/test';\nexport const used = test;\n",
      fails: /site-test\.test-support/,
    },
    {
      file: 'tests/e2e/ok.spec.ts',
      source: "import {expect} from '@playwright/test';\nexport const used = expect;\n",
      fails: null,
    },
  ],
  'a store or one dialect imports a dialect of its own (issue 18: each store written once)': [
    {file: 'server/db/store/x.ts', source: use('../sqlite/open-sqlite.ts'), fails: /written once/},
    {file: 'server/db/store/y.ts', source: use('../postgres/connect.ts'), fails: /written once/},
    {file: 'server/db/sqlite/x.ts', source: use('../postgres/connect.ts'), fails: /other dialect/},
    {file: 'server/db/postgres/x.ts', source: use('../sqlite/open-sqlite.ts'), fails: /other dialect/},
    {file: 'server/gifts/store/x.ts', source: use('../../db/sqlite/open-sqlite.ts'), fails: /written once/},
    {file: 'server/db/store/ok.ts', source: use('../sql-dialect.ts'), fails: null},
    {file: 'server/gifts/store/ok.ts', source: use('../../db/sql-dialect.ts'), fails: null},
    {file: 'server/db/postgres/ok.ts', source: use('../migration-files.ts'), fails: null},
  ],
};

type Diagnostic = {category: string; message: string; location: {path: string}};
let diagnostics: Diagnostic[] = [];
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nard-lint-'));
  copyFileSync(path.join(REPO, 'biome.json'), path.join(dir, 'biome.json'));
  for (const fixture of Object.values(FIXTURES).flat()) {
    mkdirSync(path.dirname(path.join(dir, fixture.file)), {recursive: true});
    writeFileSync(path.join(dir, fixture.file), fixture.source);
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits non-zero when it finds errors; the JSON report is still on stdout.
    output = (error as {stdout: string}).stdout;
  }
  diagnostics = (JSON.parse(output) as {diagnostics: Diagnostic[]}).diagnostics;
}, 60_000);

afterAll(() => rmSync(dir, {recursive: true, force: true}));

const importErrors = (file: string) =>
  diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === file);

describe.each(Object.entries(FIXTURES))('npm run lint fails when %s', (_rule, fixtures) => {
  it.each(fixtures)('$file: $source', ({file, fails}) => {
    const errors = importErrors(file);
    if (fails === null) {
      expect(errors).toEqual([]);
    } else {
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(fails);
    }
  });
});
