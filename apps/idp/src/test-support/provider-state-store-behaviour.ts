// What every ProviderStateStore must do, run against each implementation: the memory store
// here, the portal's database store in apps/server (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderStateStore } from '../provider-state-store';

export interface StoreUnderTest {
  store: ProviderStateStore;
  dispose(): Promise<void>;
}

const T0 = new Date('2026-11-27T12:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let unique = 0;
const newId = (label: string) => `${label}-${(unique += 1)}-${Math.random().toString(36).slice(2)}`;

export function describeProviderStateStore(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name}: the provider's state store`, () => {
    let subject: StoreUnderTest;
    let store: ProviderStateStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject.dispose();
    });

    it('finds what was saved under its model and id, and nothing under another model', async () => {
      const id = newId('session');
      const payload = { accountId: 'acc-1', uid: newId('uid'), kind: 'Session', loginTs: 1_795_000_000, authorizations: { portal: { sid: 's1' } } };
      await store.upsert({ model: 'Session', id, payload, expiresAt: later(60) });
      expect(await store.find('Session', id, T0)).toEqual({ payload, consumedAt: null });
      expect(await store.find('Grant', id, T0)).toBeUndefined();
      expect(await store.find('Session', newId('unknown'), T0)).toBeUndefined();
    });

    it('replaces a record saved again under the same id', async () => {
      const id = newId('grant');
      await store.upsert({ model: 'Grant', id, payload: { accountId: 'a', kind: 'Grant' }, expiresAt: later(60) });
      await store.upsert({ model: 'Grant', id, payload: { accountId: 'b', kind: 'Grant' }, expiresAt: later(120) });
      expect(await store.find('Grant', id, later(90))).toEqual({ payload: { accountId: 'b', kind: 'Grant' }, consumedAt: null });
    });

    it('forgets a record once it expired, and keeps one without an expiry', async () => {
      const expiring = newId('code');
      const lasting = newId('client');
      await store.upsert({ model: 'AuthorizationCode', id: expiring, payload: { kind: 'AuthorizationCode' }, expiresAt: later(60) });
      await store.upsert({ model: 'Client', id: lasting, payload: { kind: 'Client' }, expiresAt: null });
      expect(await store.find('AuthorizationCode', expiring, later(59))).toBeDefined();
      expect(await store.find('AuthorizationCode', expiring, later(60))).toBeUndefined();
      expect(await store.find('Client', lasting, later(10 ** 8))).toEqual({ payload: { kind: 'Client' }, consumedAt: null });
    });

    it('finds a session by its uid and a device code by its user code, unless expired', async () => {
      const uid = newId('uid');
      const userCode = newId('USER');
      await store.upsert({ model: 'Session', id: newId('session'), payload: { uid, accountId: 'acc-2' }, expiresAt: later(60) });
      await store.upsert({ model: 'DeviceCode', id: newId('device'), payload: { userCode, clientId: 'devices' }, expiresAt: later(60) });
      expect(await store.findByUid('Session', uid, T0)).toMatchObject({ payload: { uid, accountId: 'acc-2' } });
      expect(await store.findByUserCode('DeviceCode', userCode, T0)).toMatchObject({ payload: { userCode, clientId: 'devices' } });
      expect(await store.findByUid('Session', newId('uid'), T0)).toBeUndefined();
      expect(await store.findByUserCode('DeviceCode', userCode, later(61))).toBeUndefined();
    });

    it('tells when a record was consumed', async () => {
      const id = newId('code');
      await store.upsert({ model: 'AuthorizationCode', id, payload: { grantId: 'g' }, expiresAt: later(60) });
      expect((await store.find('AuthorizationCode', id, T0))?.consumedAt).toBeNull();
      await store.consume('AuthorizationCode', id, later(5));
      expect(await store.find('AuthorizationCode', id, later(6))).toEqual({ payload: { grantId: 'g' }, consumedAt: later(5) });
    });

    it('destroys one record', async () => {
      const id = newId('interaction');
      await store.upsert({ model: 'Interaction', id, payload: { kind: 'Interaction' }, expiresAt: later(60) });
      await store.destroy('Interaction', id);
      expect(await store.find('Interaction', id, T0)).toBeUndefined();
    });

    it('revokes the records of the models named that a grant issued, and nothing else', async () => {
      const grantId = newId('grant');
      const code = newId('code');
      const token = newId('token');
      const otherGrantCode = newId('code');
      const session = newId('session');
      await store.upsert({ model: 'AuthorizationCode', id: code, payload: { grantId }, expiresAt: later(60) });
      await store.upsert({ model: 'AccessToken', id: token, payload: { grantId }, expiresAt: later(60) });
      await store.upsert({ model: 'AuthorizationCode', id: otherGrantCode, payload: { grantId: newId('grant') }, expiresAt: later(60) });
      await store.upsert({ model: 'Session', id: session, payload: { grantId }, expiresAt: later(60) });
      await store.revokeByGrantId(grantId, ['AuthorizationCode', 'AccessToken']);
      expect(await store.find('AuthorizationCode', code, T0)).toBeUndefined();
      expect(await store.find('AccessToken', token, T0)).toBeUndefined();
      expect(await store.find('AuthorizationCode', otherGrantCode, T0)).toBeDefined();
      expect(await store.find('Session', session, T0)).toBeDefined();
    });

    it('deletes the expired records when swept, and only those', async () => {
      const expired = newId('session');
      const live = newId('session');
      await store.upsert({ model: 'Session', id: expired, payload: { uid: newId('uid') }, expiresAt: later(10) });
      await store.upsert({ model: 'Session', id: live, payload: { uid: newId('uid') }, expiresAt: later(10 ** 7) });
      expect(await store.deleteExpired(later(11))).toBeGreaterThanOrEqual(1);
      // Swept, it is gone even for a reader whose clock says it is still valid.
      expect(await store.find('Session', expired, T0)).toBeUndefined();
      expect(await store.find('Session', live, later(11))).toBeDefined();
    });
  });
}
