import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { portalUrl } from '../support/portal';
import { translation } from '../support/translations';

const webDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'web',
);
const manifestFile = path.join(webDir, 'dist', '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every English text of the bundles (apps/web/src/i18n/locales/en/*.json). */
function englishTexts(): string[] {
  const dir = path.join(webDir, 'src', 'i18n', 'locales', 'en');
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir))
    collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return texts;
}

/** The entry chunk and everything it imports statically: what every start-up downloads. */
function startUpChunks(manifest: Manifest): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen]
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined);
}

const FONT_FILE = /\.woff2(\?|$)/;
const CJK_FONT = /noto-sans-(kr|jp|sc|tc)/;

/** The font files the page asks for, from now on (reloads included). */
function recordFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FONT_FILE.test(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The font faces the document holds once its fonts settled, by family. */
async function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const families: string[] = [];
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') families.push(face.family.replace(/["']/g, ''));
    });
    return families;
  });
}

async function openWithStoredLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('cp.language', stored), language);
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
}

test.describe('start-up bundle', () => {
  test.skip(!existsSync(manifestFile), 'needs the built web app: npm run build');

  test('holds no language text and no font: each bundle and font is a chunk of its own', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const startUp = startUpChunks(manifest);
    expect(startUp.length).toBeGreaterThan(0);

    // Each language's texts are a chunk of their own (vite.config.ts), never part of start-up;
    // the help pages' area of each language is one more, fetched when a help page opens.
    const textChunks = Object.values(manifest).filter((chunk) => chunk.name?.startsWith('texts-'));
    expect(textChunks.length).toBeGreaterThanOrEqual(18);
    const helpKeys = Object.keys(manifest).filter((key) => /src\/i18n\/locales\/[^/]+\/help\.json$/.test(key));
    expect(helpKeys.length).toBeGreaterThanOrEqual(18);
    for (const key of helpKeys) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    const startUpFiles = startUp.map((chunk) => chunk.file);
    for (const chunk of [...textChunks, ...helpKeys.map((key) => manifest[key])]) {
      expect(startUpFiles).not.toContain(chunk?.file);
    }

    // No English sentence of the bundles in the start-up JavaScript, as a string of its own.
    const code = startUp
      .map((chunk) => readFileSync(path.join(webDir, 'dist', chunk.file), 'utf8'))
      .join('\n');
    const sentences = englishTexts().filter(
      (text) => /^[A-Za-z ,.]+$/.test(text) && text.split(' ').length >= 4,
    );
    expect(sentences.length).toBeGreaterThan(50);
    const inStartUp = sentences.filter((text) =>
      ['"', "'", '`'].some((quote) => code.includes(`${quote}${text}${quote}`)),
    );
    expect(inStartUp).toEqual([]);

    // The start-up stylesheets declare no font face: fonts come with the language.
    const css = startUp
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => readFileSync(path.join(webDir, 'dist', file), 'utf8'));
    expect(css.join('\n')).not.toMatch(/@font-face|\.woff2/);
  });
});

test('English loads Noto Sans only; choosing Arabic turns the page right-to-left with an Arabic font', async ({
  page,
}) => {
  const fonts = recordFontRequests(page);
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => loadedFaces(page)).toContain('Noto Sans');
  expect(fonts.some((url) => url.includes('noto-sans-latin-'))).toBe(true);
  expect(fonts.filter((url) => /arabic|hebrew|thai/.test(url) || CJK_FONT.test(url))).toEqual([]);

  // Footer → location and language page → Saudi Arabia → العربية; the page reloads in Arabic.
  await page
    .locator('footer')
    .getByRole('button', { name: /English/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Location and language' });
  await expect(picker).toBeVisible();
  const middleEast = picker.getByRole('button', { name: 'Middle East' });
  if ((await middleEast.getAttribute('aria-expanded')) !== 'true') await middleEast.click();
  const arabicFont = page.waitForRequest(
    (request) => FONT_FILE.test(request.url()) && request.url().includes('arabic'),
  );
  await picker.getByRole('button', { name: 'Saudi Arabia: العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await arabicFont;
  await expect.poll(() => loadedFaces(page)).toContain('Noto Naskh Arabic');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"?Noto Naskh Arabic"?,/,
  );
  expect(fonts.filter((url) => CJK_FONT.test(url) || /hebrew|thai/.test(url))).toEqual([]);
});

test('a stored Arabic choice starts right-to-left in Arabic, with an Arabic font, axe-clean', async ({
  page,
}) => {
  const fonts = recordFontRequests(page);
  await openWithStoredLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Arabic is complete: the page's text is Arabic, not English.
  await expect(page.getByRole('button', { name: translation('ar', 'auth.signIn.button') })).toBeVisible();
  await expect.poll(() => loadedFaces(page)).toContain('Noto Naskh Arabic');
  expect(fonts.some((url) => url.includes('arabic'))).toBe(true);
  expect(fonts.filter((url) => CJK_FONT.test(url))).toEqual([]);
  // Icons marked as pointing along the reading direction mirror (ui/theme.css).
  const iconScale = await page.evaluate(() => {
    const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    icon.classList.add('icon-directional');
    document.body.append(icon);
    const scale = getComputedStyle(icon).scale;
    icon.remove();
    return scale;
  });
  expect(iconScale).toBe('-1 1');
  await expectNoViolations(page);
});

test('a stored Hebrew choice starts right-to-left with a Hebrew font, axe-clean', async ({
  page,
}) => {
  const fonts = recordFontRequests(page);
  await openWithStoredLanguage(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect.poll(() => loadedFaces(page)).toContain('Noto Sans Hebrew');
  expect(fonts.some((url) => url.includes('hebrew'))).toBe(true);
  expect(fonts.filter((url) => url.includes('arabic') || CJK_FONT.test(url))).toEqual([]);
  await expectNoViolations(page);
});

test('a stored Korean choice loads the Korean font and none of the other CJK faces', async ({
  page,
}) => {
  const fonts = recordFontRequests(page);
  await openWithStoredLanguage(page, 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => loadedFaces(page)).toContain('Noto Sans KR');
  expect(
    fonts.filter((url) => CJK_FONT.test(url)).every((url) => url.includes('noto-sans-kr')),
  ).toBe(true);
});
