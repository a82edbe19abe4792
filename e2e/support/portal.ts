import { expect, type Page } from '@playwright/test';

/** Where the global setup started the portal and its sign-in provider. */
export function portalUrl(): string {
  const url = process.env.PORTAL_URL;
  if (!url) throw new Error('PORTAL_URL is not set: run the tests through playwright.config.ts (global setup)');
  return url;
}

export function providerUrl(): string {
  const url = process.env.IDP_URL;
  if (!url) throw new Error('IDP_URL is not set');
  return url;
}

export const DEMO_ACCOUNT = { loginId: 'demo@example.com', password: 'CloudDemo-1', name: 'Alex Morgan' } as const;
export const NO_PICTURE_ACCOUNT = { loginId: 'nopicture@example.com', password: 'CloudDemo-2', name: 'Sam Taylor' } as const;

/** Where a journey's portal and provider run: the shared stack's unless a journey started its own. */
export interface StackUrls {
  portalUrl: string;
  providerUrl: string;
}

/** From the portal's login page through the provider's login form, back to the portal. */
export async function signIn(
  page: Page,
  account: { loginId: string; password: string },
  stack: StackUrls = { portalUrl: portalUrl(), providerUrl: providerUrl() },
): Promise<void> {
  await page.goto(stack.portalUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.providerUrl}/interaction/`));
  await page.getByLabel('ID (e-mail address)').fill(account.loginId);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
