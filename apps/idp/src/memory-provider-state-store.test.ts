import { MemoryProviderStateStore } from './memory-provider-state-store';
import { describeProviderStateStore } from './test-support/provider-state-store-behaviour';

describeProviderStateStore('in memory', async () => ({ store: new MemoryProviderStateStore(), dispose: async () => undefined }));
