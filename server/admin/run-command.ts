// The ending every admin command shares: exit code from main(), configuration errors in one plain line.
import {ConfigError} from '../config.ts';

/** Runs an admin command's `main` and sets the process exit code from it (1 on a thrown error). */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exitCode = 1;
  }
}
