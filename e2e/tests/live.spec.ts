import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { QuotaUsageResponse } from '@cloud-portal/contract/quota';
import { formatSize } from '@cloud-portal/domain/size-format';
import { repoRoot } from '../support/global-setup';
import { NO_PICTURE_ACCOUNT, portalDataDir, portalUrl, signInOverHttp } from '../support/portal';

const CLIENT = { 'x-portal-client': 'cloud-portal-web' };

/** The demo phone of an account, as the portal wrote its credential for the device simulators. */
function demoPhoneCredential(loginId: string): string {
  const credentials = JSON.parse(readFileSync(path.join(portalDataDir(), 'demo-device-credentials.json'), 'utf8')) as Record<string, { token: string }>;
  const phone = credentials[loginId];
  if (!phone) throw new Error(`no demo phone credential for ${loginId}`);
  return phone.token;
}

test('an open page follows what a device puts in the cloud, without a reload', async ({ page }) => {
  // An account no other journey changes: what it shows depends on this journey alone.
  await signInOverHttp(page, NO_PICTURE_ACCOUNT, '/sync');
  const notes = page.getByRole('list', { name: 'Synced apps' }).getByRole('listitem').filter({ hasText: 'Notes' });
  await expect(notes).toBeVisible();
  // A page that reloads loses this mark.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const size = 987_654_321;
  const reported = await page.request.put(`${portalUrl()}/device-api/v1/synced-contents`, {
    headers: { authorization: `Bearer ${demoPhoneCredential(NO_PICTURE_ACCOUNT.loginId)}` },
    data: { items: [{ cid: 'notes', cnt: 4321, size, state: 'on', lastModifiedTime: Date.now() }] },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  // The row sums the app's data over the account's devices, as the quota answers it now.
  const quota = (await (await page.request.get(`${portalUrl()}/api/quota/v3/usage`, { headers: CLIENT })).json()) as QuotaUsageResponse;
  const notesNow = quota.usage_info.find((entry) => entry.cid === 'notes' && String(entry.cid_type) === 'SYNC');
  expect(notesNow?.size).toBeGreaterThanOrEqual(size);
  await expect(notes).toContainText(formatSize(notesNow!.size).text);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

test('the home page’s Gallery card shows a photo a device has just synced, without a reload', async ({ page }) => {
  // The account has no photos (the demo seeds it without): the card says so until the upload.
  await signInOverHttp(page, NO_PICTURE_ACCOUNT, '/');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByText('No photos have been synced yet.')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const photo = readFileSync(path.join(repoRoot, 'dist', 'demo-photos', '0.jpg'));
  const uploaded = await page.request.post(`${portalUrl()}/device-api/v1/photos`, {
    headers: { authorization: `Bearer ${demoPhoneCredential(NO_PICTURE_ACCOUNT.loginId)}`, 'content-type': 'image/jpeg' },
    data: photo,
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);

  await expect(gallery.getByRole('img', { name: 'Recent photo 1' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});

