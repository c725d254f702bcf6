import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/**
 * The database of the configuration, for the server and the command-line tools. While another
 * process holds the embedded database's folder this process stops with that one line and exit
 * code 1, having written nothing.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
