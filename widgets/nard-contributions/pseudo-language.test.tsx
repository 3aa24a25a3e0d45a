// The untranslated-text check for <nard-contributions>: drawn with the pseudo-language translator, the
// ledgers (totals line, toggles, an opened table with its Total and Download CSV), the audit reports and
// the loading and failed states show no word that did not pass through the catalogue. Names of projects,
// contributors and expenses are content, not catalogue words.
import {afterEach, expect, it, vi} from 'vitest';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {drawInPseudo, itShowsCatalogueTextWhenLoadingFails} from '../shared/pseudo.test-support.tsx';
import {Contributions, LEDGER_PART} from './contributions.tsx';
import {ledgerPart} from './ledger-part.ts';

const farm = {_id: 'urban-farming', title: 'Nard Urban Farming'};
const ANSWERS = [
  {
    status: 200,
    body: {
      contributors: [
        {_id: 'c1', name: 'Tan Wei Ming', date: '2024-01-15', amount: 8500, anchorProjectId: farm},
      ],
    },
  },
  {
    status: 200,
    body: {
      expenditures: [
        {
          _id: 'e1',
          item: 'Seedlings',
          date: '2024-02-01',
          amount: 300,
          detail: 'Kai lan',
          anchorProjectId: farm,
        },
      ],
    },
  },
  {status: 200, body: {auditReports: [{year: 2025, url: '/audit/2025.pdf'}]}},
];
const CONTENT = new Set(['Nard Urban Farming', 'Tan Wei Ming', 'Seedlings', 'Kai lan']);

const draw = () =>
  drawInPseudo(
    <Contributions attrs={{}} language="en" api="https://nard.example/api" scriptUrl="" emit={() => {}} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('the ledgers, an opened table and the audit reports show only catalogue text', async () => {
  providePart(LEDGER_PART, ledgerPart);
  vi.stubGlobal('fetch', fakeFetch(structuredClone(ANSWERS)).fetch);
  const host = draw();
  await settle(10);
  expect(host.querySelector('.summary')?.textContent).toContain('$8,500');
  expect(untranslatedIn(host, CONTENT)).toEqual([]);
  for (const toggle of host.querySelectorAll<HTMLButtonElement>('button[part="toggle"]')) toggle.click();
  await settle(10);
  expect(host.querySelectorAll('table')).toHaveLength(3);
  expect(host.querySelector('button[part="download"]')).not.toBeNull();
  expect(untranslatedIn(host, CONTENT)).toEqual([]);
});

itShowsCatalogueTextWhenLoadingFails(draw);
