import { expect } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import type { AppUsageResponse, DeviceContext } from '@cloud-portal/contract/device-context';
import { formatSize } from '@cloud-portal/domain/size-format';
import { openRoute, portalUrl } from '../support/portal';
import { test } from '../support/signed-in';

const CLIENT = { 'x-portal-client': 'cloud-portal-web' };

test('my devices lists the demo devices by kind, with pictures, encryption and app usage', async ({
  page,
}) => {
  const { devices } = (await (
    await page.request.get(`${portalUrl()}/api/device-context/v1/devices`, { headers: CLIENT })
  ).json()) as { devices: DeviceContext[] };
  const phone = devices.find((device) => device.alias === "Alex's phone");
  expect(phone, "the demo account has Alex's phone").toBeDefined();
  const usage = (await (
    await page.request.post(`${portalUrl()}/api/device-context/v1/get-app-usage`, {
      headers: CLIENT,
      data: { deviceIds: [phone?.id] },
    })
  ).json()) as AppUsageResponse;
  const contacts = usage.devices[0]?.appUsage.find(
    (entry) => entry.cid === 'contacts' && entry.cidType === 'SYNC',
  );
  expect(contacts).toBeDefined();

  await page.goto(`${portalUrl()}/#/devices`);
  await expect(page.getByRole('heading', { level: 1, name: 'My devices' })).toBeVisible();
  const kinds = {
    normal: 'Devices',
    secure_folder: 'Secure Folders',
    knox: 'Work profiles',
  } as const;
  for (const [type, section] of Object.entries(kinds)) {
    const count = devices.filter((device) => device.v_device_type === type).length;
    await expect(
      page.getByRole('region', { name: section, exact: true }).getByRole('article'),
    ).toHaveCount(count);
  }

  const card = page.getByRole('article', { name: "Alex's phone" });
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\//);
  await expect(card.getByText(/^Model: .+ \(CP-P9100\)$/)).toBeVisible();
  await expect(card.getByText(/^End-to-end encryption: (On|Off)$/)).toBeVisible();
  const appUsage = card.getByRole('list', { name: "App usage of Alex's phone" });
  await expect(appUsage.getByRole('listitem').filter({ hasText: 'Contacts' })).toContainText(
    `${(contacts?.count ?? 0).toLocaleString('en-US')} items, ${formatSize(contacts?.size ?? 0).text}`,
  );
  await expectNoViolations(page);

  // The backed-up data of every device, per category.
  await page.getByRole('tab', { name: 'Backed-up data' }).click();
  await expect(appUsage.getByRole('listitem').filter({ hasText: 'Messages' })).toBeVisible();
  await expectNoViolations(page);
});

test('the device tab survives a reload, kept sealed in local storage', async ({ page }) => {
  await openRoute(page, '/devices');
  await expect(page.getByRole('article', { name: "Alex's phone" }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\//,
  );
  // Writes are coalesced for a moment, then sealed with a fresh IV; a write whose state was
  // read before the click can still land after it. So: wait until the stored value has
  // settled, click, then wait until it has changed and settled again — the last write read
  // the state after the click, so it holds the tab.
  const stored = () => page.evaluate(() => localStorage.getItem('cp.store'));
  let previous = await stored();
  const settles = async () => {
    const current = await stored();
    const settled = current !== null && current === previous;
    previous = current;
    return settled;
  };
  await expect.poll(settles, { intervals: [500] }).toBe(true);
  const beforeClick = previous;
  await page.getByRole('tab', { name: 'Backed-up data' }).click();
  await expect.poll(stored).not.toBe(beforeClick);
  await expect.poll(settles, { intervals: [500] }).toBe(true);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Backed-up data' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const everything = await page.evaluate(() => JSON.stringify(localStorage));
  expect(everything).not.toContain('CP-P9100');
  expect(everything).not.toContain('backup');
});
