// Checks a bank statement on a worker thread (statement-worker.ts) and answers what it came to; the main
// thread only answers the worker's one question about the store, in slices that leave the event loop free.
import {Worker} from 'node:worker_threads';
import type {BankStatement, StatementColumns} from './bank-statement.ts';
import type {StatementReport} from './statement-report.ts';
import type {Gift, StatementRowToSave} from './store/gift-store.ts';

/** `head`'s fields, then the fields of the JSON object text `objectJson`, as one JSON object's text. */
export function jsonWith(head: Record<string, unknown>, objectJson: string): string {
  const fields = objectJson.slice(1, -1);
  const start = JSON.stringify(head).slice(0, -1);
  return fields === '' ? `${start}}` : `${start}${start.length > 1 ? ',' : ''}${fields}}`;
}

/**
 * What the worker is given: the file's text, the columns staff chose (if any), today in Singapore, and
 * whether the rows to save are wanted (not for a dry run).
 */
export type CheckInput = {csv: string; columns?: StatementColumns; today: string; toSave: boolean};

/** What the store knows that matching needs: which fingerprints were imported, the gifts named. */
export type StoreFacts = {imported: string[]; gifts: Gift[]};

/**
 * A statement checked: the report as JSON text (written by the worker: for a long statement it is megabytes,
 * which the main thread then only copies), its counts, and the rows to save; or why it cannot be read.
 */
export type StatementCheck =
  | {
      ok: true;
      reportJson: string;
      counts: StatementReport['counts'];
      problemCount: number;
      toSave: StatementRowToSave[];
    }
  | {ok: false; statement: Exclude<BankStatement, {ok: true}>};

/** The worker's messages to the main thread. */
export type WorkerMessage =
  | {kind: 'lookup'; fingerprints: string[]; references: string[]}
  | {kind: 'done'; check: StatementCheck};

/** Looks up, on the main thread, what the worker asks the store. */
export type StoreLookup = (fingerprints: string[], references: string[]) => Promise<StoreFacts>;

// Enough for a statement at the line limit several times over; a file that would need more stops the
// worker, never the server.
const WORKER_LIMITS = {maxOldGenerationSizeMb: 256};
const WORKER_URL = new URL('./statement-worker.ts', import.meta.url);

// One check at a time: on a small machine two workers and the event loop would share two cores, and
// health would wait for them; a second upload waits for the first (each takes about a second).
let lastCheck: Promise<unknown> = Promise.resolve();

/**
 * Reads and matches a statement off the event loop, after any check already under way.
 * @example const check = await checkStatement({csv, today: '2026-12-02'}, lookup);
 */
export function checkStatement(input: CheckInput, lookup: StoreLookup): Promise<StatementCheck> {
  const check = lastCheck.then(() => checkInWorker(input, lookup));
  lastCheck = check.catch(() => undefined);
  return check;
}

function checkInWorker(input: CheckInput, lookup: StoreLookup): Promise<StatementCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {workerData: input, resourceLimits: WORKER_LIMITS});
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'done') finish(() => resolve(message.check));
      else
        lookup(message.fingerprints, message.references).then(
          (facts) => worker.postMessage(facts),
          (error: unknown) => finish(() => reject(error)),
        );
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`The statement worker stopped (exit code ${code}) before answering.`))),
    );
  });
}
