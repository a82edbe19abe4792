// Signs an account out everywhere: ends every live portal session of the account (a lost
// phone, a shared computer, a suspected break-in). Each browser still holding one of those
// sessions gets 403 101903 on its next call, and the web signs it out (spec §8); its next
// sign-in asks for the password again, whatever session the provider still keeps there.
//
//   npx tsx apps/server/scripts/sign-out-everywhere.ts <loginId>
//
// On the embedded database (PGlite) stop the portal first; on PostgreSQL it runs beside it.
import { eq } from 'drizzle-orm';
import { SessionRepository } from '../src/auth/session-repository';
import { readConfig } from '../src/config/config';
import { ConfigError } from '../src/config/config-error';
import { accounts } from '../src/db/schema';
import { recordSecurityEvent } from '../src/modules/security/security-event-repository';
import { openPortalDatabase, UsageError } from './open-portal-database';

async function main(): Promise<void> {
  const [loginId, ...rest] = process.argv.slice(2);
  if (!loginId || rest.length > 0) throw new UsageError('Usage: npx tsx apps/server/scripts/sign-out-everywhere.ts <loginId>');
  const config = readConfig(process.env);
  const database = await openPortalDatabase(config);
  try {
    const { db } = database;
    const matches = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginId, loginId));
    const [account] = matches;
    if (!account) throw new UsageError(`No account has the login id "${loginId}" (an account exists after its first sign-in).`);
    if (matches.length > 1) throw new UsageError(`${matches.length} accounts have the login id "${loginId}"; cannot tell which one is meant.`);
    const ended = await new SessionRepository(db, config.sessionIdleTimeoutMs, null, config.sessionMaxAgeMs).revokeAll(account.id);
    // The owner sees it on the security page; no browser did it.
    if (ended > 0) await recordSecurityEvent(db, { accountId: account.id, type: 'sessionsEnded', browser: null, count: ended });
    console.log(`Signed ${loginId} out everywhere: ${ended} live session${ended === 1 ? '' : 's'} ended.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const oneLine = error instanceof UsageError || error instanceof ConfigError;
  console.error(oneLine ? error.message : error);
  process.exit(1);
});
