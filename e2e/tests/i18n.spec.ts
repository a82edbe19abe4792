import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { layoutShifts, recordLayoutShifts, settled } from '../support/layout-shifts';
import { portalUrl, showHashRoute } from '../support/portal';
import { pageFontsCached } from '../support/page-fonts';
import { withDemoSession as test } from '../support/signed-in';
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

/** Every text of a language's bundles (apps/web/src/i18n/locales/<language>/*.json). */
function bundleTexts(language: string): string[] {
  const dir = path.join(webDir, 'src', 'i18n', 'locales', language);
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir))
    collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return texts;
}

/** Every English text of the bundles. */
function englishTexts(): string[] {
  return bundleTexts('en');
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
/** The font files of the faces of other scripts than Latin, Cyrillic, Greek and Devanagari. */
const SCRIPT_FACE_FILE = /noto-(naskh|nastaliq|sans-(arabic|hebrew|kr|jp|sc|tc|thai|bengali|tamil|sinhala|georgian|armenian|khmer|lao|myanmar))/;
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

/** The faces the document declares (loaded or not), by family, each once. */
async function declaredFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const families = new Set<string>();
    document.fonts.forEach((face) => families.add(face.family.replace(/["']/g, '')));
    return [...families];
  });
}

/** Whether a loaded face of `family` covers `codePoint` (its unicode-range: the subset's file). */
async function loadedFaceCovers(page: Page, family: string, codePoint: number): Promise<boolean> {
  return page.evaluate(
    async ({ family, codePoint }) => {
      await document.fonts.ready;
      let covers = false;
      document.fonts.forEach((face) => {
        if (face.status !== 'loaded' || face.family.replace(/["']/g, '') !== family) return;
        for (const part of face.unicodeRange.split(',')) {
          const [start = '0', end = start] = part.trim().replace(/^U\+/i, '').split('-');
          if (codePoint >= parseInt(start, 16) && codePoint <= parseInt(end, 16)) covers = true;
        }
      });
      return covers;
    },
    { family, codePoint },
  );
}

/**
 * The English texts of the bundles (two words or more) the page shows, but for those the
 * language's own texts hold too (a product name kept in the translation).
 */
async function englishLeftIn(page: Page, language: string): Promise<string[]> {
  const own = bundleTexts(language);
  const shown = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return englishTexts()
    .map((text) => text.replace(/\{\{\w+\}\}|<\/?\w+\s*\/?>/g, '\u0000').split('\u0000'))
    .flat()
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{2,}[\s,]+[A-Za-z]{2,}/.test(part))
    .filter((part) => shown.includes(part) && !own.some((text) => text.includes(part)));
}

/**
 * Footer → location and language page → the country's language, as a user chooses it: the
 * page is in `from`, so every name is looked for in `from` (the country's name as the
 * browser gives it, which the page uses too: lib/display-names.ts). The choice must carry no
 * "English only" mark. Resolves once the page has reloaded.
 */
async function chooseLanguage(
  page: Page,
  from: string,
  to: { language: string; name: string; country: string; region: string },
): Promise<void> {
  await page.locator('footer').getByRole('button', { name: /\S+ \/ \S+/ }).click();
  const picker = page.getByRole('dialog', { name: translation(from, 'locale.title') });
  await expect(picker).toBeVisible();
  const region = picker.getByRole('button', { name: translation(from, `locale.regions.${to.region}`), exact: true });
  if ((await region.getAttribute('aria-expanded')) !== 'true') await region.click();
  const country = await page.evaluate(
    ({ code, language }) => new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' }).of(code) ?? code,
    { code: to.country, language: from },
  );
  const choice = picker.getByRole('list', { name: country, exact: true }).getByRole('button', { name: to.name });
  await expect(choice).toBeVisible();
  await expect(choice).not.toContainText(translation(from, 'locale.englishOnly'));
  const reloaded = page.waitForEvent('load');
  await choice.click();
  await reloaded;
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
  // A first visit fetches Noto Sans's files once the page has loaded, for the pages after it
  // (app/first-paint.ts): its Latin subset, and no other script's face.
  await expect.poll(() => fonts.some((url) => url.includes('noto-sans-latin-'))).toBe(true);
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

/**
 * Five of the picker's languages, chosen in turn as a user does, each from the page in the
 * one before (issue 17). Each has its own bundle and the face of its script: Noto Sans for
 * Latin and Cyrillic, Noto Sans's Devanagari subset for Hindi, Noto Sans Thai for Thai.
 */
const WALK = [
  { language: 'sv', name: 'Svenska', country: 'SE', region: 'europe', faces: ['Noto Sans'] },
  { language: 'uk', name: 'Українська', country: 'UA', region: 'europe', faces: ['Noto Sans'], sample: 'ї' },
  { language: 'hi', name: 'हिन्दी', country: 'IN', region: 'asiaPacific', faces: ['Noto Sans'], sample: 'ह' },
  { language: 'th', name: 'ไทย', country: 'TH', region: 'asiaPacific', faces: ['Noto Sans Thai', 'Noto Sans'], sample: 'ไ' },
  { language: 'pt', name: 'Português', country: 'PT', region: 'europe', faces: ['Noto Sans'] },
] as const;

test('Svenska, Українська, हिन्दी, ไทย and Português (Portugal), chosen in the picker, each show the page in that language and its face', async ({
  page,
}) => {
  const fonts = recordFontRequests(page);
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
  let from = 'en';
  for (const step of WALK) {
    const { language } = step;
    await test.step(language, async () => {
      const requested = fonts.length;
      await chooseLanguage(page, from, step);

      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: translation(language, 'auth.login.headline') })).toBeVisible();
      await expect(page.getByRole('button', { name: translation(language, 'auth.signIn.button') })).toBeVisible();
      await expect(page.locator('footer').getByRole('button', { name: new RegExp(` / ${step.name}$`) })).toBeVisible();
      // Complete: no "English only" note, and nothing of the page left in English.
      await expect(page.getByRole('note')).toHaveCount(0);
      expect(await englishLeftIn(page, language)).toEqual([]);

      // Its own faces only: declared, loaded, and no file of another script's face fetched.
      await expect.poll(() => loadedFaces(page)).toEqual(expect.arrayContaining([...step.faces]));
      expect((await declaredFamilies(page)).sort()).toEqual([...step.faces].sort());
      if ('sample' in step) {
        expect(await loadedFaceCovers(page, step.faces[0], step.sample.codePointAt(0) ?? 0), step.sample).toBe(true);
      }
      const scriptFiles = fonts.slice(requested).filter((url) => SCRIPT_FACE_FILE.test(url));
      expect(scriptFiles.every((url) => language === 'th' && url.includes('noto-sans-thai'))).toBe(true);
      if (language === 'th') expect(scriptFiles.length).toBeGreaterThan(0);
    });
    from = language;
  }
});

test('the signed-in home page and a help page show no English in Svenska, Українська, हिन्दी, ไทย and Português (Portugal)', async ({
  page,
  joinDemoSession,
}) => {
  await joinDemoSession(page.context());
  for (const { language, country } of WALK) {
    await test.step(language, async () => {
      // The language as the picker stores it; the page then starts in it.
      await page.goto(`${portalUrl()}/#/`);
      await page.evaluate(
        ({ chosen, where }) => {
          localStorage.setItem('cp.language', chosen);
          localStorage.setItem('cp.country', where);
        },
        { chosen: language, where: country },
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('html[data-app-started]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await englishLeftIn(page, language), `home in ${language}`).toEqual([]);

      await showHashRoute(page, '/info-gallery');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await englishLeftIn(page, language), `help in ${language}`).toEqual([]);
    });
  }
});

/**
 * Where a text of the page is cut off: a glyph box (the face's ascent and descent around each
 * line of a text) that reaches past the padding box of an ancestor that clips, or into the
 * next line of the same text. Visually hidden text (a 1-pixel clipped box) is left out.
 */
async function clippedTexts(page: Page): Promise<{ checked: number; clipped: string[] }> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    let checked = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (parent === null || text === '' || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const clippers: Element[] = [];
      let hidden = false;
      for (let element: Element | null = parent; element !== null && element !== document.body; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (element.clientHeight <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') hidden = true;
        if (['hidden', 'clip'].includes(style.overflowY) || ['hidden', 'clip'].includes(style.overflowX)) clippers.push(element);
      }
      if (hidden) continue;
      checked += 1;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
      for (const [index, line] of lines.entries()) {
        for (const clipper of clippers) {
          const box = clipper.getBoundingClientRect();
          const top = box.top + clipper.clientTop;
          if (line.top < top - 0.5 || line.bottom > top + clipper.clientHeight + 0.5) {
            clipped.push(`"${text.slice(0, 40)}" cut by <${clipper.tagName.toLowerCase()} class="${clipper.className}">`);
          }
        }
        const next = lines[index + 1];
        if (next !== undefined && next.top > line.top + 1 && next.top < line.bottom - 0.5) {
          clipped.push(`"${text.slice(0, 40)}" runs into its next line`);
        }
      }
    }
    return { checked, clipped };
  });
}

/** The height of the glyph box of an element's first line, in em of its font size. */
async function glyphBoxEm(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const [line] = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return (line?.height ?? 0) / parseFloat(getComputedStyle(element).fontSize);
  });
}

test('Urdu is set in Nastaliq, not Naskh, in lines no box cuts, and its first visit moves nothing', async ({ browser, joinDemoSession }) => {
  // A first visit from a browser asking for Urdu: the prerendered page in Urdu, at phone width.
  const context = await browser.newContext({ locale: 'ur-PK', viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const fonts = recordFontRequests(page);
  await recordLayoutShifts(page);
  await page.goto(portalUrl());
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const signIn = page.getByRole('button', { name: translation('ur', 'auth.signIn.button') });
  await signIn.hover();
  await settled(page);
  expect(await layoutShifts(page)).toEqual([]);
  // A first visit paints in the system font and fetches the page's faces once it has loaded
  // (app/first-paint.ts): Nastaliq's, no other script's.
  await expect.poll(() => pageFontsCached(page)).toBe(true);
  expect(fonts.some((url) => url.includes('noto-nastaliq-urdu'))).toBe(true);
  expect(fonts.filter((url) => SCRIPT_FACE_FILE.test(url) && !url.includes('noto-nastaliq-urdu'))).toEqual([]);

  // Again, with the face at hand from the first paint: drawn in Nastaliq (its glyph box is
  // 2.5 em, Naskh's 1.7), and no line of the sign-in page, its location page or a signed-in
  // screen's header (at this width the screen's title) is cut.
  await page.reload();
  await signIn.hover();
  await settled(page);
  expect(await layoutShifts(page)).toEqual([]);
  expect(await glyphBoxEm(page, 'h1')).toBeGreaterThan(2.4);
  expect(await declaredFamilies(page)).not.toContain('Noto Naskh Arabic');
  const signInPage = await clippedTexts(page);
  expect(signInPage.checked).toBeGreaterThan(5);
  expect(signInPage.clipped).toEqual([]);

  await page.locator('footer').getByRole('button', { name: /اردو/ }).click();
  await expect(page.getByRole('dialog', { name: translation('ur', 'locale.title') })).toBeVisible();
  const locationPage = await clippedTexts(page);
  expect(locationPage.checked).toBeGreaterThan(20);
  expect(locationPage.clipped).toEqual([]);

  await joinDemoSession(context);
  await showHashRoute(page, '/backup');
  const title = page.getByRole('banner').getByText(translation('ur', 'shell.routes.backup'), { exact: true });
  await expect(title).toBeVisible();
  expect(await clippedTexts(page)).toMatchObject({ clipped: [] });
  await context.close();
});
