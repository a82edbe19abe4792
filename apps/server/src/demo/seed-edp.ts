import type { Db } from '../db/database';
import { setEdpEnabled } from '../modules/edp/edp-service';
import type { DemoSeedContext } from './demo-devices';

/** The demo account has EDP on and no reset yet (status NONE, version 0). */
export async function seedEdpDemo(db: Db, ctx: DemoSeedContext): Promise<void> {
  await setEdpEnabled(db, ctx.accountId, true);
}
