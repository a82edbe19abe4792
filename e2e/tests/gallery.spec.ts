import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, openRoute, portalUrl } from '../support/portal';
import { test } from '../support/signed-in';
import { usDate } from '../support/us-date';

const CLIENT_HEADERS = { 'x-portal-client': 'cloud-portal-web' };

/** Every image in `scope` has arrived and decoded (a broken object URL has no width). */
async function expectImagesLoaded(scope: Locator): Promise<void> {
  await expect
    .poll(() => scope.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

/** Axe on one part of a page: the dashboard's other cards are other features' to check. */
async function axeViolationsWithin(page: Page, scope: Locator) {
  await scope.evaluate((element) => element.setAttribute('data-axe-scope', 'under-test'));
  return axeViolations(page, { include: '[data-axe-scope="under-test"]' });
}

test('the Gallery card shows the 4 newest thumbnails and the last synced date', async ({ page }) => {
  await openRoute(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();

  const card = page.getByRole('region', { name: 'Gallery', exact: true });
  const thumbnails = card.getByRole('list', { name: 'Recent photos' }).getByRole('img');
  await expect(thumbnails).toHaveCount(4);
  await expectImagesLoaded(card);
  await expect(thumbnails.first()).toHaveAttribute('src', /^blob:/);

  // The last synced date is the newest photo's server time (spec §3).
  const photos = await page.request.get(`${portalUrl()}/api/media/v1/photos?count=4`, { headers: CLIENT_HEADERS });
  expect(photos.status()).toBe(200);
  const { list } = (await photos.json()) as { list: { serverTimestamp: number }[] };
  const newest = list[0]?.serverTimestamp ?? 0;
  await expect(card.getByText(`Last synced ${usDate(newest)}`)).toBeVisible();

  expect(await axeViolationsWithin(page, card)).toEqual([]);

  await card.getByRole('link', { name: 'Open Gallery' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/gallery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
});

test('a photo opens in #photo at full size and Back closes it', async ({ page }) => {
  await openRoute(page, '/gallery');

  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText(/^45 photos$/)).toBeVisible();
  const grid = page.getByRole('list', { name: 'Latest photos' });
  await expect(grid.getByRole('button')).toHaveCount(20);
  await expectImagesLoaded(grid);
  await expectNoViolations(page);

  const opener = grid.getByRole('button').first();
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(`${portalUrl()}/#/gallery#photo`);
  const image = viewer.getByRole('img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1080);
  await expectNoViolations(page);

  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(`${portalUrl()}/#/gallery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();

  // Escape closes it as well, and focus returns to the photo that opened it.
  await opener.click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(`${portalUrl()}/#/gallery`);
  await expect(opener).toBeFocused();
});

test('the end-of-service page says what ended and links to the Gallery help', async ({ page }) => {
  await openRoute(page, '/end-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery sync has ended' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What happens to your photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read more about Gallery sync' })).toHaveAttribute('href', '#/info-gallery');
  await expectNoViolations(page);
});
