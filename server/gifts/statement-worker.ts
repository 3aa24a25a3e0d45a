// The statement check on a worker thread (issue 55): reading the CSV and matching its rows take hundreds
// of milliseconds for a long statement, which on the event loop would hold every other request. The
// worker has no database: it asks the main thread once for what the store knows (the fingerprints
// imported before, the gifts the references name), then matches. statement-check.ts starts it.
import {parentPort, workerData} from 'node:worker_threads';
import {findGiftReference} from '../../core/donate/index.ts';
import {readBankStatement} from './bank-statement.ts';
import type {CheckInput, StoreFacts, WorkerMessage} from './statement-check.ts';
import {matchStatement, rowsToSave} from './statement-match.ts';
import {statementReport} from './statement-report.ts';
import type {Gift} from './store/gift-store.ts';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

function askTheStore(fingerprints: string[], references: string[]): Promise<StoreFacts> {
  return new Promise((resolve) => {
    port.once('message', (facts: StoreFacts) => resolve(facts));
    post({kind: 'lookup', fingerprints, references});
  });
}

const {csv, columns, today, toSave: wantsRows} = workerData as CheckInput;
const statement = readBankStatement(csv, columns);
if (!statement.ok) post({kind: 'done', check: {ok: false, statement}});
else {
  const references = new Set<string>();
  for (const row of statement.rows) {
    const reference = findGiftReference(row.text);
    if (reference) references.add(reference);
  }
  const facts = await askTheStore(
    statement.rows.map((row) => row.fingerprint),
    [...references],
  );
  const imported = new Set(facts.imported);
  const gifts = new Map<string, Gift>(facts.gifts.map((gift) => [gift.reference, gift]));
  const known = {
    importedFingerprints: async () => imported,
    findGiftByReference: async (reference: string) => gifts.get(reference) ?? null,
  };
  const matched = await matchStatement(known, statement.rows, today);
  const problems = [...statement.problems, ...matched.problems];
  const report = statementReport(statement.columns, statement.headers, matched.rows, problems);
  post({
    kind: 'done',
    check: {
      ok: true,
      reportJson: JSON.stringify(report),
      counts: report.counts,
      problemCount: problems.length,
      toSave: wantsRows ? rowsToSave(matched.rows) : [],
    },
  });
}
