import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CREDENTIAL_REFUSED } from '../../apps/device/src/portal-client';
import { expectNoViolations } from '../support/axe';
import { repoRoot } from '../support/global-setup';
import { NO_PICTURE_ACCOUNT, portalUrl, providerUrl } from '../support/portal';

/** The simulator, run as a user runs it (npm run device -- …), its output kept as it comes. */
function runDevice(args: readonly string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/device/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Checks of `printed` waiting for their text, run again as output comes.
  const waiting = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout.on('data', heard);
  child.stderr.on('data', heard);
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        waiting.delete(check);
        resolve(match);
      };
      waiting.add(check);
      child.once('close', () => reject(new Error(`the device simulator ended without printing ${pattern}:\n${output}`)));
      check();
    });
  // 'close', not 'exit': by then everything it printed has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { printed, exited, output: () => output };
}

test('a device enrols: its owner approves it at the provider, it shows on My devices, and signed out there it is refused', async ({ page }) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-device-'));
  try {
    const device = runDevice(['enroll', '--name', 'Kitchen tablet', '--type', 'tablet', '--model', 'SM-X710', '--portal', portalUrl()], dataDir);
    const [, code] = await device.printed(/Open \S+ and enter the code (\S+)\n/);
    const [, address] = await device.printed(/\(or open (\S+)\)\n/);
    expect(address).toContain(`${providerUrl()}/device`);

    // The owner opens the address the device shows: the provider says which device asks.
    await page.goto(address!);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect this device?' })).toBeVisible();
    await expect(page.getByText('Kitchen tablet')).toBeVisible();
    await expect(page.getByText('SM-X710')).toBeVisible();
    await expect(page.getByText(code!)).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Connect the device' }).click();
    await page.getByLabel('ID (e-mail address)').fill(NO_PICTURE_ACCOUNT.loginId);
    await page.getByLabel('Password').fill(NO_PICTURE_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The device is connected' })).toBeVisible();
    await expectNoViolations(page);

    expect(await device.exited, device.output()).toBe(0);
    expect(device.output()).toMatch(/Enrolled "Kitchen tablet" \(tablet SM-X710\) as device \S+ on /);

    // Signed in at the provider by the approval: the portal's Sign in needs no password now.
    await page.goto(portalUrl());
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await signInButton.hover();
    await expect(page.locator('html[data-app-started]')).toHaveCount(1);
    await signInButton.click();
    await expect(page.getByRole('heading', { name: `Welcome, ${NO_PICTURE_ACCOUNT.name}` })).toBeVisible();
    await page.goto(`${portalUrl()}/#/devices`);
    const kitchenTablet = page.getByRole('article', { name: 'Kitchen tablet' });
    await expect(kitchenTablet).toBeVisible();

    // Signed out of the cloud on My devices, the device's next call is refused.
    await kitchenTablet.getByRole('button', { name: /^Sign out of the cloud/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign Kitchen tablet out?' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kitchen tablet is signed out.' })).toBeVisible();
    await expect(kitchenTablet.getByRole('button', { name: /^Sign out of the cloud/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My devices' })).toBeFocused();
    const sync = runDevice(['sync', '--name', 'Kitchen tablet', '--portal', portalUrl()], dataDir);
    expect(await sync.exited, sync.output()).not.toBe(0);
    expect(sync.output()).toContain(CREDENTIAL_REFUSED);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
