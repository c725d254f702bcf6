import { join } from 'node:path';

/** The repository's root, where the fault tests build and start the server. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..');
