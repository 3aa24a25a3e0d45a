// A port nobody listens on right now, for servers that must know their port before they start.
import {createServer} from 'node:net';

/** Asks the OS for a free port on 127.0.0.1 and releases it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
