// Opens the portal's database from a command-line script, the way the server does
// (DATABASE_URL, else PGlite under DATA_DIR), applying the migrations.
import path from 'node:path';
import type { Config } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';

/** A failure the user can act on: scripts print it as one line and exit with code 1. */
export class UsageError extends Error {}

/**
 * The database of the portal this configuration describes. PGlite is one process's database:
 * opening its files while the portal has them open would corrupt them, so a running portal
 * on PGlite is refused with a UsageError.
 */
export async function openPortalDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const dataDir = path.join(config.dataDir, 'pglite');
  if (await portalIsRunning(config)) {
    throw new UsageError(
      `The portal is running on the embedded database (PGlite in ${dataDir}), which only one process may open. ` +
        'Stop it first, or run the portal and this command with DATABASE_URL (PostgreSQL).',
    );
  }
  return openDatabase({ kind: 'pglite', dataDir });
}

/** The address of the portal this configuration describes, as seen from this machine. */
export function localPortalUrl(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Whether a portal answers its health check at this configuration's address. */
export async function portalIsRunning(config: Config): Promise<boolean> {
  const url = `${localPortalUrl(config)}/healthz`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}
