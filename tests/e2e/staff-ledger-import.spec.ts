// Staff import expenditures from a CSV file as a bank or a spreadsheet writes them (issue 20): the template,
// day-first dates and project names, a warning for a row already in the ledger, Save, then one click takes
// the whole import back, and Activity says so. On a server of its own: the shared server's ledgers are read
// by figures.spec in parallel, and an import there would change its sums mid-test.
import {readFile} from 'node:fs/promises';
import {type RunningServer, startServer} from '../support/start-server.ts';
import {expectNoAxeViolations} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({env: {RATE_LIMIT_FACTOR: '50'}});
});
test.afterAll(async () => server?.stop());

// The first row is a seeded expenditure (same date, name and amount); the second is new.
const FILE = [
  'item,date,amount,detail,project',
  'Seeds and nutrient solution,03/06/2025,420.50,Again from the statement,Nard Urban Farming',
  'Garden twine (12 rolls),15 Nov 2026,36.00,For the trellises,Nard Urban Farming',
].join('\n');

test('import expenditures from CSV, see the duplicate warning, save, then undo the whole import', async ({
  browser,
}) => {
  const context = await browser.newContext({baseURL: server.url});
  const page = await context.newPage();
  await openConsoleAs(page, 'staff', 'Mei Lin Goh', server);
  await openSection(page, 'Expenditures');
  await page.getByRole('button', {name: 'Import from CSV'}).click();
  const dialog = page.getByRole('dialog', {name: 'Import expenditures from a CSV file'});

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', {name: 'Download a template'}).click(),
  ]);
  // Not trim(): it would take the byte-order mark off too.
  expect(await readFile((await template.path())!, 'utf8')).toBe(
    '\uFEFF"item","date","amount","detail","project"\r\n' +
      '"Seed trays","15 Nov 2026","12.50","For the seedlings","Nard Urban Farming"\r\n',
  );
  // The template as downloaded passes the check.
  await dialog.getByLabel('CSV file').setInputFiles((await template.path())!);
  await dialog.getByRole('button', {name: 'Check the file'}).click();
  await expect(dialog.getByRole('table', {name: 'Check of each row'})).toContainText('Ready');

  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE),
  });
  await dialog.getByRole('button', {name: 'Check the file'}).click();
  const report = dialog.getByRole('table', {name: 'Check of each row'});
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText('already in the ledger');
  await expect(report.getByRole('row').nth(2)).toContainText('Ready');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', {name: 'Save 2 rows'}).click();
  const saved = page.getByRole('dialog', {name: 'Import expenditures from a CSV file'});
  await expect(saved.getByRole('button', {name: 'Undo this import'})).toBeVisible();
  const added = page.getByRole('cell', {name: 'Garden twine (12 rolls)'});
  await saved.getByRole('button', {name: 'Undo this import'}).click();
  await expect(saved).toBeHidden();
  await expect(
    page.getByRole('main').getByText('Undone: the 2 rows of that import are removed.'),
  ).toBeVisible();
  await expect(added).toHaveCount(0);

  const ledger = await (await fetch(`${server.url}/api/expenditures`)).json();
  const items = (ledger.expenditures as {item: string}[]).map((row) => row.item);
  expect(items).not.toContain('Garden twine (12 rolls)');
  expect(items.filter((item) => item === 'Seeds and nutrient solution')).toHaveLength(1);

  await openSection(page, 'Activity');
  await expect(page.getByText('Mei Lin Goh undid an import of 2 expenditures')).toBeVisible();
  await context.close();
});
