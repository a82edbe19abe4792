// Posts an announcement: the bar above the portal's pages shows it from --from (now) until
// --until, in one language or every language, in some countries or everywhere (issue 18).
//
//   npm run announce -- --title "Maintenance" --body "Sunday 02:00–04:00 UTC" --until 2026-12-24 [--language en] [--countries US,DE]
//
// On PostgreSQL (DATABASE_URL) it writes to the database. On the embedded database (PGlite),
// which only one process may open, it hands the announcement to the running portal with the
// token in DATA_DIR/operator-token, or writes to the database when the portal is stopped.
import { readFile } from 'node:fs/promises';
import { postAnnouncement, type Announcement, type NewAnnouncement } from '@cloud-portal/contract/announcements';
import { readConfig, type Config } from '../src/config/config';
import { ConfigError } from '../src/config/config-error';
import { insertAnnouncement } from '../src/modules/announcements/announcement-repository';
import { AnnounceArgumentError, readAnnounceArguments } from '../src/modules/announcements/announce-arguments';
import { operatorTokenFile } from '../src/modules/announcements/operator-token';
import { localPortalUrl, openPortalDatabase, portalIsRunning, UsageError } from './open-portal-database';

async function main(): Promise<void> {
  const announcement = readAnnounceArguments(process.argv.slice(2), new Date());
  const config = readConfig(process.env);
  const posted = !config.databaseUrl && (await portalIsRunning(config)) ? await postToRunningPortal(config, announcement) : await writeToDatabase(config, announcement);
  const where = [announcement.language ? `in ${announcement.language}` : 'in every language', announcement.countries ? `in ${announcement.countries.join(', ')}` : 'in every country'];
  console.log(`Announcement ${posted.id} posted: "${posted.title}", shown ${where.join(', ')} from ${new Date(posted.from).toISOString()} until ${new Date(posted.until).toISOString()}.`);
}

async function writeToDatabase(config: Config, announcement: NewAnnouncement): Promise<Announcement> {
  const database = await openPortalDatabase(config);
  try {
    return await insertAnnouncement(database.db, announcement);
  } finally {
    await database.close();
  }
}

async function postToRunningPortal(config: Config, announcement: NewAnnouncement): Promise<Announcement> {
  const file = operatorTokenFile(config.dataDir);
  const token = await readFile(file, 'utf8').catch(() => {
    throw new UsageError(`The portal is running but ${file} cannot be read: run this command as the user running the portal, with its DATA_DIR.`);
  });
  const response = await fetch(`${localPortalUrl(config)}${postAnnouncement.path}`, {
    method: postAnnouncement.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.trim()}` },
    body: JSON.stringify(announcement),
  });
  const answer = (await response.json()) as Announcement | { rmsg: string };
  if (!response.ok) throw new UsageError(`The portal refused the announcement (${response.status}): ${'rmsg' in answer ? answer.rmsg : ''}`);
  return answer as Announcement;
}

main().catch((error: unknown) => {
  const oneLine = error instanceof UsageError || error instanceof ConfigError || error instanceof AnnounceArgumentError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
