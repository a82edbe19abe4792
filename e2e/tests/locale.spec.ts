import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { portalUrl } from '../support/portal';


async function openLocationPage(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'United States / English' }).click();
  await expect(page.getByRole('dialog', { name: 'Location and language' })).toBeVisible();
}

test('choosing Arabic saves it, reloads and turns the page right-to-left', async ({ page }) => {
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await openLocationPage(page);
  await expect(page).toHaveURL(/#\/login#location$/);
  const dialog = page.getByRole('dialog', { name: 'Location and language' });
  await expect(dialog.getByRole('button', { name: 'North America' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page);

  await dialog.getByRole('button', { name: 'Middle East' }).click();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Saudi Arabia: العربية' }).click();
  await reloaded;

  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'المملكة العربية السعودية / العربية' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'الصفحة الرئيسية لـ Cloud Portal' })).toHaveAttribute('src', '/brand/logo-rtl.svg');
  await expectNoViolations(page);

  // Right-to-left and high contrast together.
  await footer.getByRole('switch', { name: 'تباين عالٍ' }).click();
  await expect(page.getByRole('img', { name: 'الصفحة الرئيسية لـ Cloud Portal' })).toHaveAttribute(
    'src',
    '/brand/logo-rtl-high-contrast.svg',
  );
  await expectNoViolations(page);

  // The location page itself, right-to-left.
  await footer.getByRole('button', { name: 'المملكة العربية السعودية / العربية' }).click();
  await expect(page.getByRole('dialog', { name: 'الموقع واللغة' })).toBeVisible();
  await expectNoViolations(page);

  // Back to English.
  const back = page.waitForEvent('load');
  await page.getByRole('button', { name: 'أمريكا الشمالية' }).click();
  await page.getByRole('list', { name: 'الولايات المتحدة' }).getByRole('button', { name: /English/ }).click();
  await back;
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the location page closes with its Back button, Escape and the browser Back', async ({ page }) => {
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
  const locationButton = page.getByRole('contentinfo').getByRole('button', { name: 'United States / English' });

  await openLocationPage(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(locationButton).toBeFocused();

  await openLocationPage(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);

  await openLocationPage(page);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/login$/);
});

test('the skip link leads to the list of countries', async ({ page }) => {
  await page.goto(portalUrl());
  await openLocationPage(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the list of countries' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#location-language-content')).toBeFocused();
});

test('on a small screen the region comes from a dropdown', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(portalUrl());
  await openLocationPage(page);
  const region = page.getByRole('combobox', { name: 'Region' });
  await expect(region).toHaveValue('northAmerica');
  await region.selectOption('europe');
  await expect(page.getByRole('list', { name: 'Germany' })).toBeVisible();
  await expectNoViolations(page);
});
