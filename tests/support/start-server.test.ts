// The tests and benchmarks start the server as `npm start` does: the same Node flags and compile cache.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SERVER_COMPILE_CACHE, SERVER_NODE_FLAGS} from './start-server.ts';

const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .scripts as Record<string, string>;

describe('the server command', () => {
  it.each(['start', 'serve'])(
    'npm run %s runs node with the flags and compile cache the tests use',
    (name) => {
      expect(scripts[name]).toContain(
        `NODE_COMPILE_CACHE=${SERVER_COMPILE_CACHE} node ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`,
      );
    },
  );
});
