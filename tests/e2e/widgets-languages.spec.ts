// A partner page in Malay (demo/islahcare, another origin, the BUILT scripts): its volunteer form (painted
// from the first view its words carry, then taken over by Preact), its announcements, its contributions
// and its donate panel speak Malay because the page does (with the words' tags beside the elements'
// scripts, as README shows), a second form speaks Tamil because its own `lang` says so (its words fetched
// by the element), the form's messages come in its language, and a sign-up from it brings the welcome mail
// in Malay.

import malayMails from '../../core/i18n/books/mails-account/ms.ts';
import malayGiftMails from '../../core/i18n/books/mails-gifts/ms.ts';
import {mailSubjectsTo, newApplicant} from './accounts.test-support.ts';
import {drawnFonts} from './fonts.test-support.ts';
import {expectNoAxeFindings} from './phone-layout.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, waitForElements, watchErrors, watchFirstView} from './widgets.test-support.ts';

test('a Malay partner page gets its form in Malay, a lang="ta" form in Tamil, and the mail in Malay', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const words: string[] = [];
  page.on('request', (request) => {
    const file = /\/widgets\/(nard-volunteer-form-[a-z]{2}\.js)$/.exec(request.url())?.[1];
    if (file) words.push(file);
  });
  const firstView = await watchFirstView(page);
  await page.goto(`${DEMO_URL}/demo/islahcare/`);
  await waitForElements(page, ['nard-volunteer-form']);
  // The Malay words brought the form's first view in Malay: painted before Preact, which took it as it was.
  const {first, hydrated, preactFirst} = await firstView();
  expect(preactFirst).toBe(false);
  expect(first).toContain('>Sukarelawan</h2>');
  // Attributes too: hydration would not correct an English placeholder.
  expect(first).toContain('placeholder="Kata laluan log masuk"');
  expect(first).toBe(hydrated);
  const malay = page.locator('nard-volunteer-form').first();
  const tamil = page.locator('nard-volunteer-form[lang="ta"]');
  await expect(malay.getByRole('heading', {name: 'Sukarelawan'})).toBeVisible();
  await expect(tamil.getByRole('heading', {name: 'எங்களுடன் பணியாற்றுங்கள்'})).toBeVisible();
  // Screen readers read each form in its own language.
  const marked = (form: typeof malay) =>
    form.evaluate((host) => host.shadowRoot?.querySelector('[part="root"]')?.getAttribute('lang'));
  expect(await marked(malay)).toBe('ms-SG');
  expect(await marked(tamil)).toBe('ta-SG');
  // Chromium picks fonts by the same language (the wrapper's `all: initial` once reset it: Chinese came in
  // Japanese glyphs, and some bold Tamil words as empty boxes).
  const fontLanguage = (form: typeof malay) =>
    form.evaluate((host) =>
      getComputedStyle(host.shadowRoot!.querySelector('h2')!).getPropertyValue('-webkit-locale'),
    );
  expect(await fontLanguage(tamil)).toBe('"ta-SG"');
  // Its bold heading in the Tamil font's own Bold, not the Regular thickened (core/design/tokens.ts).
  const heading = "document.querySelector('nard-volunteer-form[lang=ta]').shadowRoot.querySelector('h2')";
  expect(await drawnFonts(page, heading)).toContain('NotoSansTamil-Bold');
  // The page brought the Malay words beside the script: the element took them from its tag. The Tamil
  // ones it fetched itself.
  expect(words.sort()).toEqual(['nard-volunteer-form-ms.js', 'nard-volunteer-form-ta.js']);
  await expectNoAxeFindings(page, '/demo/islahcare/');

  await malay.getByRole('button', {name: 'Hantar'}).click();
  await expect(malay.getByText('Nama Penuh diperlukan')).toBeVisible();
  await expect(malay.getByText('Sila isi semua ruangan wajib dengan betul.')).toBeVisible();

  const applicant = newApplicant('malay-widget');
  await malay.getByLabel('Nama Penuh').fill('Nur Aisyah Binte Salleh');
  await malay.getByLabel('Umur').selectOption('26-35');
  await malay.getByLabel('Alamat E-mel').fill(applicant.email);
  await malay.getByLabel('Kata Laluan').fill(applicant.password);
  await malay.getByLabel('Wilayah').selectOption({label: 'Timur Laut'});
  await malay.getByLabel('Bandar').selectOption('Ang Mo Kio');
  await malay.getByLabel('Nombor Telefon').fill('91234567');
  await malay.getByLabel('Profesion atau Minat').fill('Berkebun');
  await malay.getByRole('button', {name: 'Hantar'}).click();
  await expect(malay.getByRole('heading', {name: 'Terima kasih kerana memohon'})).toBeFocused();

  const subjects = await mailSubjectsTo(applicant.email);
  expect(subjects).toContain(malayMails.welcomeSubject);
  expect(errors).toEqual([]);
});

test('the announcements on a Malay page are in Malay, the English-only ones marked as English', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/islahcare/`);
  await waitForElements(page, ['nard-announcements']);
  const announcements = page.locator('nard-announcements');
  await expect(announcements.getByRole('heading', {name: 'Pengumuman'})).toBeVisible();
  await expect(announcements.getByRole('columnheader', {name: 'Tarikh'})).toBeVisible();
  const show = announcements.getByRole('button', {name: /^Tunjukkan butiran /}).first();
  await expect(show).toContainText('Tunjukkan');
  // The seeded announcements have no Malay yet: their titles are English, and say so.
  await expect(announcements.locator('tbody tr:not([hidden]) td span[lang="en"]').first()).toBeVisible();
  await show.click();
  await expect(announcements.getByRole('button', {name: /^Sembunyikan butiran /})).toBeVisible();
  expect(errors).toEqual([]);
});

test('the contributions on a Malay page: the totals, an opened table and its dates in Malay', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/islahcare/`);
  await waitForElements(page, ['nard-contributions']);
  const ledger = page.locator('nard-contributions');
  await expect(
    ledger.getByRole('heading', {name: 'Dari mana wang datang dan ke mana ia pergi'}),
  ).toBeVisible();
  await expect(ledger.locator('.summary')).toContainText(/^Diterima \$[\d,.]+ daripada \d+ penyumbang\./);
  await ledger.getByRole('button', {name: /^Penyumbang /}).click();
  const table = ledger.getByRole('table', {name: /^Penyumbang kepada Nard Urban Farming/});
  await expect(table.getByRole('columnheader', {name: 'Tarikh'})).toBeVisible();
  await expect(table.getByRole('rowheader', {name: 'Jumlah Keseluruhan'})).toBeVisible();
  // Dates as Malay writes them ('15 Januari 2024'), not the English M/D/YYYY.
  await expect(table.locator('tbody td.date').first()).toContainText(/^Tarikh\s*\d{1,2} \p{L}+ \d{4}$/u);
  const download = page.waitForEvent('download');
  await ledger
    .getByRole('button', {name: /^Muat Turun CSV/})
    .first()
    .click();
  const file = await (await download).path();
  const {readFile} = await import('node:fs/promises');
  expect((await readFile(file, 'utf8')).split('\r\n')[0]).toBe(
    '\uFEFF"Bil.","Penyumbang","Tarikh","Jumlah Sumbangan (SGD)"',
  );
  await expectNoAxeFindings(page, '/demo/islahcare/ (contributions open)');
  expect(errors).toEqual([]);
});

test('the donate panel on a Malay page: the ways to give and the Give now form in Malay, the mail too', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/islahcare/`);
  await waitForElements(page, ['nard-donate']);
  const donate = page.locator('nard-donate');
  await expect(donate.getByRole('heading', {name: 'Derma kepada Nard Foundation'})).toBeVisible();
  await expect(donate.getByRole('group', {name: 'Pilih jumlah'}).first()).toBeVisible();
  await expect(donate.getByRole('button', {name: 'Salin Butiran Akaun'})).toBeVisible();
  await expect(donate.getByRole('img', {name: /^Kod QR PayNow/})).toBeVisible();
  // The form is a part with words of its own, loaded after the panel paints.
  const form = donate.locator('form.give');
  await expect(form.getByLabel('Nama anda')).toBeVisible();
  const donor = newApplicant('malay-gift');
  await form.getByLabel('Nama anda').fill('Siti Aminah');
  await form.getByLabel('E-mel untuk resit anda').fill(donor.email);
  await form.getByRole('button', {name: 'Derma sekarang'}).click();
  await expect(donate.getByText('Nombor rujukan derma anda:')).toBeVisible();
  const reference = await donate.locator('[data-pledge-reference]').getAttribute('data-pledge-reference');
  const subjects = await mailSubjectsTo(donor.email);
  expect(subjects).toContain(malayGiftMails.pledgeSubject.replace('{reference}', reference!));
  await expectNoAxeFindings(page, '/demo/islahcare/ (pledged)');
  expect(errors).toEqual([]);
});
