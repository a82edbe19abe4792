import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-database';
import { accounts } from '../db/schema';
import { SIGN_IN_REQUEST_TTL_MS, SignInRequestRepository } from './sign-in-request-repository';

describe('SignInRequestRepository', () => {
  const database = useTestDatabase();
  let repository: SignInRequestRepository;
  const pending = { codeVerifier: 'verifier', nonce: 'nonce', returnTo: '/backup' };

  beforeAll(async () => {
    repository = new SignInRequestRepository(database.db);
  });
  it('hands a pending sign-in to the browser that started it, once', async () => {
    await repository.create({ ...pending, state: 's1', browserBindingHash: 'browser-a' });
    const taken = await repository.take('s1', 'browser-a');
    expect(taken).toEqual({ ...pending, createdAt: expect.any(Date) });
    expect(taken).not.toHaveProperty('confirmFor');
    expect(await repository.take('s1', 'browser-a')).toBeNull();
  });

  it('keeps which account a re-authentication (password gate) is for', async () => {
    const [account] = await database.db.insert(accounts).values({ displayName: 'A', loginId: 'a@example.com' }).returning();
    await repository.create({ ...pending, state: 's-confirm', browserBindingHash: 'browser-a', confirmFor: { accountId: account!.id } });
    expect(await repository.take('s-confirm', 'browser-a')).toMatchObject({ confirmFor: { accountId: account!.id } });
  });

  it('refuses another browser and burns the state so the right one cannot replay it either', async () => {
    await repository.create({ ...pending, state: 's2', browserBindingHash: 'browser-a' });
    expect(await repository.take('s2', 'browser-b')).toBeNull();
    expect(await repository.take('s2', 'browser-a')).toBeNull();
  });

  it('refuses a callback without a binding cookie', async () => {
    await repository.create({ ...pending, state: 's3', browserBindingHash: 'browser-a' });
    expect(await repository.take('s3', null)).toBeNull();
  });

  it('refuses an expired sign-in and clears expired ones', async () => {
    const long_ago = new Date(Date.now() - SIGN_IN_REQUEST_TTL_MS - 1000);
    await repository.create({ ...pending, state: 's4', browserBindingHash: 'browser-a' }, long_ago);
    await repository.create({ ...pending, state: 's5', browserBindingHash: 'browser-a' }, long_ago);
    expect(await repository.take('s4', 'browser-a')).toBeNull();
    expect(await repository.deleteExpired()).toBe(1);
    expect(await repository.isPending('s5')).toBe(false);
  });
});
