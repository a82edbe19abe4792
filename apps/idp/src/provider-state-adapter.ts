import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { FoundProviderState, ProviderStateStore } from './provider-state-store';

/** The models whose records a grant's revocation removes (as oidc-provider's own adapter does). */
export const GRANTABLE_MODELS: readonly string[] = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest'];

/**
 * oidc-provider's storage interface over a ProviderStateStore: one adapter per model (the
 * provider asks for one per model name), each reading and writing that model's records.
 */
export function providerStateAdapter(store: ProviderStateStore, now: () => Date = () => new Date()): AdapterFactory {
  return (model: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      // oidc-provider gives the lifetime in seconds; 0 or none: the record does not expire.
      const expiresAt = expiresIn > 0 ? new Date(now().getTime() + expiresIn * 1000) : null;
      await store.upsert({ model, id, payload, expiresAt });
    },
    find: async (id: string) => asPayload(await store.find(model, id, now())),
    findByUid: async (uid: string) => asPayload(await store.findByUid(model, uid, now())),
    findByUserCode: async (userCode: string) => asPayload(await store.findByUserCode(model, userCode, now())),
    consume: (id: string) => store.consume(model, id, now()),
    destroy: (id: string) => store.destroy(model, id),
    revokeByGrantId: (grantId: string) => store.revokeByGrantId(grantId, GRANTABLE_MODELS),
  });
}

/** The payload as the provider expects it: a consumed record carries `consumed`, in epoch seconds. */
function asPayload(found: FoundProviderState | undefined): AdapterPayload | undefined {
  if (!found) return undefined;
  return found.consumedAt === null ? found.payload : { ...found.payload, consumed: Math.floor(found.consumedAt.getTime() / 1000) };
}
