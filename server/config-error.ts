// The error a bad environment value raises; main.ts prints its message and exits.

/** Thrown for a bad environment value; main.ts prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
