// The demo data of the backup screens: device backups, temporary backups and the product
// catalogue whose pictures they show. One app serves the three seeders' checks.
import type { FullBackupDevicesResponse } from '@cloud-portal/contract/backup';
import type { ProductsResponse } from '@cloud-portal/contract/products';
import type { TemporaryBackupsResponse } from '@cloud-portal/contract/temporary-backup';
import { BACKUP_CATEGORY_IDS, backupCategoryOfCid } from '@cloud-portal/domain/backup-categories';
import { backupExpiry } from '@cloud-portal/domain/backup-expiry';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webClientHeaders } from '../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { productImages, products } from '../db/schema';
import { registerDevice } from '../modules/devices/device-registry';
import { demoDevices, type DemoDeviceRole, type DemoSeedContext } from './demo-devices';
import { seedBackupDemo } from './seed-backup';
import { DEMO_PRODUCTS, seedProductsDemo } from './seed-products';
import { seedTemporaryBackupDemo } from './seed-temporary-backup';

describe('demo data of the backup screens', () => {
  let testApp: TestApp;
  let account: SignedInTestAccount;
  let ctx: DemoSeedContext;

  /** Registers the demo devices as the orchestrator does and answers the seed context. */
  async function demoContext(accountId: string, now: Date): Promise<DemoSeedContext> {
    const deviceIds = {} as Record<DemoDeviceRole, string>;
    const lastBackupDaysAgo = {} as Record<DemoDeviceRole, number | null>;
    for (const device of demoDevices(now)) {
      await registerDevice(testApp.database.db, accountId, device);
      deviceIds[device.role] = device.deviceId;
      lastBackupDaysAgo[device.role] = device.lastBackupDaysAgo;
    }
    return { accountId, now, deviceIds, lastBackupDaysAgo };
  }

  async function get<T>(url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: account.sessionToken } });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    account = await signInTestAccount(testApp.database.db);
    ctx = await demoContext(account.accountId, new Date());
    await seedProductsDemo(testApp.database.db);
    await seedBackupDemo(testApp.database.db, ctx);
    await seedTemporaryBackupDemo(testApp.database.db, ctx);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('device backups', () => {
    it('lists the main phone, watch, tablet and the expiring phone, newest first; the retired phone not at all', async () => {
      const { devices } = await get<FullBackupDevicesResponse>('/api/backup/v4/devices');
      expect(devices.map((device) => device.device_id)).toEqual([
        ctx.deviceIds.mainPhone,
        ctx.deviceIds.watch,
        ctx.deviceIds.tablet,
        ctx.deviceIds.expiringPhone,
      ]);
      for (const device of devices) {
        const role = (Object.keys(ctx.deviceIds) as DemoDeviceRole[]).find((key) => ctx.deviceIds[key] === device.device_id)!;
        expect(device.latest_backup_time, role).toBe(ctx.now.getTime() - ctx.lastBackupDaysAgo[role]! * DAY_IN_MS);
      }
      const expiring = devices.find((device) => device.device_id === ctx.deviceIds.expiringPhone)!;
      expect(backupExpiry(expiring.latest_backup_time, Date.now())).toEqual({ daysLeft: 25, isExpiring: true });
      expect(devices.filter((device) => backupExpiry(device.latest_backup_time, Date.now()).isExpiring)).toHaveLength(1);
    });

    it('holds items of all nine categories over the phones and tablet, the watch a few', async () => {
      const { devices } = await get<FullBackupDevicesResponse>('/api/backup/v4/devices');
      const watch = devices.find((device) => device.device_id === ctx.deviceIds.watch)!;
      const others = devices.filter((device) => device !== watch);
      const categories = new Set(others.flatMap((device) => device.items.map((item) => backupCategoryOfCid(item.cid))));
      expect([...categories].sort()).toEqual([...BACKUP_CATEGORY_IDS].sort());
      expect(watch.items.length).toBeGreaterThanOrEqual(3);
      expect(watch.items.length).toBeLessThanOrEqual(6);
      expect(watch.deviceType).toBe('watch');

      const items = devices.flatMap((device) => device.items);
      expect(items.every((item) => backupCategoryOfCid(item.cid) !== undefined)).toBe(true);
      expect(items.some((item) => item.encrypted)).toBe(true);
      expect(new Set(items.map((item) => item.state))).toEqual(new Set(['on', 'off', 'unSupported', 'notSupport', 'noPermission']));
      // Realistic sizes: from kilobytes to gigabytes.
      const sizes = items.filter((item) => item.state === 'on').map((item) => item.usage);
      expect(Math.min(...sizes)).toBeLessThan(10_000);
      expect(Math.max(...sizes)).toBeGreaterThan(1_000_000_000);
      const tablet = devices.find((device) => device.device_id === ctx.deviceIds.tablet)!;
      expect(tablet.items.filter((item) => item.state === 'on').every((item) => item.encrypted)).toBe(true);
    });
  });

  describe('temporary backups', () => {
    it('lists two, expiring in 2 and in 25 days', async () => {
      const { backups } = await get<TemporaryBackupsResponse>('/api/ctb/csweb/backups');
      expect(backups.map((backup) => [backup.device.device_id, Math.round((backup.expiryAt - ctx.now.getTime()) / DAY_IN_MS), backup.extended])).toEqual([
        [ctx.deviceIds.mainPhone, 2, false],
        [ctx.deviceIds.tablet, 25, false],
      ]);
    });
  });

  describe('products', () => {
    it('answers a marketing name and an SVG picture for every demo model', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/pki/v2/products/fetch',
        headers: webClientHeaders,
        cookies: { portal_session: account.sessionToken },
        payload: { modelCodes: demoDevices(ctx.now).map((device) => device.modelCode), modelNames: [] },
      });
      const found = response.json<ProductsResponse>().products;
      expect(found.map((product) => [product.modelCode, product.marketingName]).sort()).toEqual(
        DEMO_PRODUCTS.map((product) => [product.modelCode, product.marketingName]).sort(),
      );
      for (const product of found) {
        const image = await testApp.app.inject({
          method: 'GET',
          url: product.images[0]!.file.downloadApi,
          headers: webClientHeaders,
          cookies: { portal_session: account.sessionToken },
        });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/svg+xml');
        expect(image.body).toContain(`<title id="title">${product.marketingName}</title>`);
      }
    });

    it('leaves the same catalogue when seeded again (as for every further account)', async () => {
      const { db } = testApp.database;
      const catalogue = async () => ({
        products: await db.select().from(products).orderBy(products.modelCode),
        imageIds: await db.select({ id: productImages.id }).from(productImages).orderBy(productImages.id),
      });
      const before = await catalogue();
      await seedProductsDemo(db);
      expect(await catalogue()).toEqual(before);
      expect(before.products).toHaveLength(DEMO_PRODUCTS.length);
      expect(before.imageIds).toHaveLength(DEMO_PRODUCTS.length);
    });
  });
});
