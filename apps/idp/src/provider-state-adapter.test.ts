import { describe, expect, it } from 'vitest';

import { MemoryProviderStateStore } from './memory-provider-state-store';
import { providerStateAdapter } from './provider-state-adapter';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('providerStateAdapter', () => {
  const store = new MemoryProviderStateStore();
  const adapterFor = providerStateAdapter(store, () => NOW);

  it('saves a record for the lifetime the provider gives, in seconds', async () => {
    await adapterFor('Session').upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await store.find('Session', 's1', new Date(NOW.getTime() + 59_000))).toBeDefined();
    expect(await store.find('Session', 's1', new Date(NOW.getTime() + 60_000))).toBeUndefined();
    expect(await adapterFor('Session').findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a1' });
  });

  it('answers a consumed code with the time of its use in epoch seconds', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 600);
    await codes.consume('c1');
    expect(await codes.find('c1')).toEqual({ grantId: 'g1', consumed: Math.floor(NOW.getTime() / 1000) });
  });

  it('revokes a grant’s tokens and codes but not the session that shares its grant id', async () => {
    await adapterFor('AccessToken').upsert('t1', { grantId: 'g2' }, 600);
    await adapterFor('RefreshToken').upsert('r1', { grantId: 'g2' }, 600);
    await adapterFor('Session').upsert('s2', { grantId: 'g2' }, 600);
    await adapterFor('Grant').upsert('g2', { accountId: 'a1' }, 600);
    await adapterFor('AccessToken').revokeByGrantId('g2');
    expect(await adapterFor('AccessToken').find('t1')).toBeUndefined();
    expect(await adapterFor('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapterFor('Session').find('s2')).toBeDefined();
    expect(await adapterFor('Grant').find('g2')).toBeDefined();
  });
});
