import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-database';
import { accounts, sessions } from '../db/schema';
import { BrowserReauthenticationRepository } from './browser-reauthentication-repository';
import { hashToken } from './secret-token';
import { SessionRepository } from './session-repository';

const IDLE_MS = 30 * 60 * 1000;
const ISSUER = 'https://login.example.com';

describe('SessionRepository', () => {
  const database = useTestDatabase();
  let repository: SessionRepository;
  let accountId: string;

  beforeAll(async () => {
    repository = new SessionRepository(database.db, IDLE_MS, ISSUER);
    const [account] = await database.db.insert(accounts).values({ displayName: 'Alex Morgan', loginId: 'demo@example.com' }).returning();
    accountId = account!.id;
  });
  it('keeps only a hash of the cookie token', async () => {
    const token = await repository.create(accountId, 'id-token');
    const rows = await database.db.select().from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect((await repository.findAndTouch(token))?.account.displayName).toBe('Alex Morgan');
  });

  it('slides the expiry while used and ends it after the idle time', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    const token = await repository.create(accountId, null, null, start);
    const later = new Date(start.getTime() + 20 * 60 * 1000);
    const touched = await repository.findAndTouch(token, later);
    expect(touched?.expiresAt.toISOString()).toBe(new Date(later.getTime() + IDLE_MS).toISOString());
    const idleTooLong = new Date(later.getTime() + IDLE_MS + 1);
    expect(await repository.findAndTouch(token, idleTooLong)).toBeNull();
  });

  it('ends a session its absolute lifetime after sign-in however active it stays (ASVS 7.3.2)', async () => {
    const maxAgeMs = 2 * 3_600_000;
    const capped = new SessionRepository(database.db, IDLE_MS, ISSUER, maxAgeMs);
    const signedInAt = new Date('2026-11-24T08:00:00Z');
    const token = await capped.create(accountId, null, ISSUER, signedInAt);
    // Used every 20 minutes: the idle time-out alone would never end it.
    let last: Date | null = null;
    for (let at = signedInAt.getTime() + 20 * 60_000; at < signedInAt.getTime() + maxAgeMs; at += 20 * 60_000) {
      last = new Date(at);
      const session = await capped.findAndTouch(token, last);
      expect(session, last.toISOString()).not.toBeNull();
      // The expiry it reports never runs past the lifetime.
      expect(session!.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + maxAgeMs);
    }
    expect(await capped.lookUp(token, new Date(signedInAt.getTime() + maxAgeMs + 1))).toEqual({ status: 'none' });
  });

  it('applies a shortened lifetime to sessions signed in before', async () => {
    const signedInAt = new Date('2026-11-24T08:00:00Z');
    const token = await repository.create(accountId, null, ISSUER, signedInAt);
    const soon = new Date(signedInAt.getTime() + 10 * 60_000);
    expect((await repository.lookUp(token, soon)).status).toBe('live');
    const shortened = new SessionRepository(database.db, IDLE_MS, ISSUER, 5 * 60_000);
    expect(await shortened.lookUp(token, soon)).toEqual({ status: 'none' });
  });

  it('signs out by ending the session, keeping the row to say so until its idle expiry', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    const token = await repository.create(accountId, 'the-id-token', ISSUER, start);
    const later = new Date(start.getTime() + 60_000);
    expect(await repository.signOut(token, later)).toEqual({ idToken: 'the-id-token', accountId, endedNow: true });
    // A second sign-out (the other tab) still names the session at the provider.
    expect(await repository.signOut(token, later)).toEqual({ idToken: 'the-id-token', accountId, endedNow: false });
    expect(await repository.lookUp(token, later)).toEqual({ status: 'ended', reason: 'signed_out' });
    expect(await repository.findAndTouch(token, later)).toBeNull();
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(row).toMatchObject({ endedAt: later, endReason: 'signed_out', expiresAt: new Date(start.getTime() + IDLE_MS) });

    // Never slid: once the idle time-out would have ended it, it is simply gone.
    const expired = new Date(start.getTime() + IDLE_MS + 1);
    expect(await repository.lookUp(token, expired)).toEqual({ status: 'none' });
  });

  it('purges ended sessions with the expired ones, not before their expiry', async () => {
    const start = new Date('2026-11-23T10:00:00Z');
    const ended = await repository.create(accountId, null, null, start);
    await repository.signOut(ended, start);
    const stillLive = await repository.create(accountId, null, null, new Date(start.getTime() + IDLE_MS));
    const rowOf = async (token: string) => (await database.db.select().from(sessions).where(eq(sessions.id, hashToken(token))))[0];

    await repository.deleteExpired(new Date(start.getTime() + IDLE_MS - 1));
    expect(await rowOf(ended)).toBeDefined();
    await repository.deleteExpired(new Date(start.getTime() + IDLE_MS + 1));
    expect(await rowOf(ended)).toBeUndefined();
    expect(await rowOf(stillLive)).toBeDefined();
  });

  it('signs an account out everywhere: its live sessions only, and a later sign-out keeps the reason', async () => {
    const [other] = await database.db.insert(accounts).values({ displayName: 'Sam Lee', loginId: 'sam@example.com' }).returning();
    const first = await repository.create(accountId, null);
    const second = await repository.create(accountId, null, ISSUER);
    const signedOut = await repository.create(accountId, null);
    await repository.signOut(signedOut);
    const othersSession = await repository.create(other!.id, null);

    expect(await repository.revokeAll(accountId)).toBeGreaterThanOrEqual(2);
    expect(await repository.revokeAll(accountId)).toBe(0);
    for (const token of [first, second]) expect(await repository.lookUp(token)).toEqual({ status: 'ended', reason: 'revoked' });
    expect(await repository.lookUp(signedOut)).toEqual({ status: 'ended', reason: 'signed_out' });
    expect((await repository.lookUp(othersSession)).status).toBe('live');

    await repository.signOut(first);
    expect(await repository.lookUp(first)).toEqual({ status: 'ended', reason: 'revoked' });
    // A new sign-in afterwards is a new, live session.
    expect((await repository.lookUp(await repository.create(accountId, null, ISSUER))).status).toBe('live');
  });

  it('marks the browsers "sign out everywhere" and "everywhere else" end to enter the password again, never the caller’s', async () => {
    const [other] = await database.db.insert(accounts).values({ displayName: 'Sam Lee', loginId: 'sam@example.com' }).returning();
    const reauthentications = new BrowserReauthenticationRepository(database.db);
    const browser = (name: string) => ({ browserIdHash: hashToken(`${name}-${other!.id}`) });
    const at = new Date();
    const kept = await repository.create(other!.id, null, null, at, browser('kept'));
    await repository.create(other!.id, null, null, at, browser('phone'));
    // One the session never learnt the browser of: nothing to mark.
    await repository.create(other!.id, null, null, at);

    expect(await repository.endAllBut(other!.id, hashToken(kept), at)).toBe(2);
    expect(await reauthentications.requiredSince(browser('phone').browserIdHash)).toEqual(at);
    expect(await reauthentications.requiredSince(browser('kept').browserIdHash)).toBeNull();

    // The operator's script: every session, the caller's browser too.
    const later = new Date(at.getTime() + 1000);
    expect(await repository.revokeAll(other!.id, later)).toBe(1);
    expect(await reauthentications.requiredSince(browser('kept').browserIdHash)).toEqual(later);
  });

  it('ends a session another provider signed in, and accepts one from before issuers were recorded', async () => {
    const moved = await repository.create(accountId, 'old-provider-id-token', 'https://old-login.example.com');
    expect(await repository.lookUp(moved)).toEqual({ status: 'other-provider' });
    expect(await repository.lookUp(moved)).toEqual({ status: 'none' });

    const legacy = await repository.create(accountId, null, null);
    expect((await repository.lookUp(legacy)).status).toBe('live');
    // The provider's `iss` may keep the trailing slash the configuration drops.
    const sameProvider = await repository.create(accountId, null, `${ISSUER}/`);
    expect((await repository.lookUp(sameProvider)).status).toBe('live');

    // Its ID token means nothing to the provider the portal signs out with now.
    const unused = await repository.create(accountId, 'old-provider-id-token', 'https://old-login.example.com');
    expect(await repository.signOut(unused)).toMatchObject({ idToken: null });
  });

  it('checks no provider when it was given none', async () => {
    const anyProvider = new SessionRepository(database.db, IDLE_MS);
    const token = await anyProvider.create(accountId, null, 'https://elsewhere.example.com');
    expect((await anyProvider.lookUp(token)).status).toBe('live');
  });

  it('answers null for a token it never made', async () => {
    expect(await repository.findAndTouch('nonsense')).toBeNull();
  });
});
