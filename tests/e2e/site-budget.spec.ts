// Budget: the JavaScript the browser loads for / must stay under 100 kB gzip.
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';

const BUDGET_BYTES = 100 * 1024;

test('JavaScript loaded by / is at most 100 kB gzip', async ({page, request}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let total = 0;
  for (const url of scripts) total += gzipSync(await (await request.get(url)).body(), {level: 9}).length;
  test.info().annotations.push({type: 'js-gzip-bytes', description: String(total)});
  console.info(`JS for / : ${scripts.size} files, ${(total / 1024).toFixed(1)} kB gzip`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
