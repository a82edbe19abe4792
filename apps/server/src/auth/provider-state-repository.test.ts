import { describeProviderStateStore } from '@cloud-portal/idp/test-support/provider-state-store-behaviour';
import { createTestDatabase } from '../../test/test-database';
import { ProviderStateRepository } from './provider-state-repository';

describeProviderStateStore('on the portal database', async () => {
  const testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  return {
    store: new ProviderStateRepository(database.db),
    dispose: async () => {
      await database.close();
      await testDatabase.dispose();
    },
  };
});
