// Draws the public pages and the signed-in frame to HTML, in every complete language, so
// they paint before any script runs (issue: fast first load). Each page is the built
// index.html with: the page drawn inside #root (the same render the app's first one is,
// so the app takes it over in place), the CSS it uses inline, the script that settles the
// address before the first paint (src/app/first-paint.ts) inline, and the chunks the app
// needs to take over asked for at once. The server picks a page per request
// (apps/server/src/http/prerendered-page-routes.ts) from pages/manifest.json.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import {
  PRERENDER_MANIFEST_PATH,
  prerenderedPagePath,
  type PrerenderManifest,
  type PrerenderedPage,
  type PrerenderedVariant,
} from '@cloud-portal/contract/prerendered-pages';
import { installBrowserGlobals } from './browser-globals';
import { type BuildManifest, chunkClosure, cssOfChunks, frameScreenPreloads, stylesheetsUsedBy } from './build-manifest';
import { classesIn, criticalCss } from './critical-css';
import { pageFonts } from './page-fonts';

/** What the renderer (src/prerender/render-page.tsx, built for Node) offers. */
interface Renderer {
  renderPage(options: { page: PrerenderedPage; variant: PrerenderedVariant }): Promise<string>;
  prerenderedVariants(page: PrerenderedPage): PrerenderedVariant[];
  // The settings as src/app/first-paint.ts has them: built with the app, not imported here.
  firstPaintScript(settings: FirstPaintSettingsOfRenderer): string;
  FIRST_PAINT_SETTINGS: FirstPaintSettingsOfRenderer;
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  PAGE_MODULES: Readonly<Record<string, readonly string[]>>;
  FRAME_SCREEN_MODULES: Readonly<Record<string, readonly string[]>>;
  PAGE_LANGUAGES: readonly string[];
  SUPPORTED_COUNTRIES: readonly string[];
  PAGE_CHUNKS_ELEMENT_ID: string;
  SCREEN_CHUNKS_ELEMENT_ID: string;
  FONT_FACES_ELEMENT_ID: string;
  fontForLanguage(language: string): { fonts: readonly string[]; family: string };
}

/** The first-paint script's settings, of which the build sets the start-up script's files. */
interface FirstPaintSettingsOfRenderer {
  readonly startupScripts: readonly string[];
  readonly [setting: string]: unknown;
}

const APP_MODULE = 'src/app/start-app.tsx';
/** The manifest's key of the start-up script: the page the build starts from. */
const ENTRY_MODULE = 'index.html';

/** The template without the `<script type="module">` and `<link rel="modulepreload">` of `files`. */
export function withoutStartupScriptTags(template: string, files: readonly string[]): string {
  let html = template;
  for (const file of files) {
    const tag = new RegExp(`\\s*<(script|link)\\b[^>]*(src|href)="${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>(</script>)?`);
    const without = html.replace(tag, '');
    if (without === html) throw new Error(`index.html has no tag for the start-up script ${file}`);
    html = without;
  }
  return html;
}

const FALLBACK_VARIANT: PrerenderedVariant = { language: 'en', countryCode: 'US' };

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function buildRenderer(webDir: string, outDir: string): Promise<Renderer> {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir, emptyOutDir: true, sourcemap: false, manifest: false },
  });
  return (await import(pathToFileURL(path.join(outDir, 'render-page.js')).href)) as Renderer;
}

/**
 * React places the resource hints of what it draws (`<link rel="preload">` for images) at
 * the start of the markup when it has no `<head>` to put them in; they belong in the head,
 * and the browser's first render, which draws no such links, must find the markup without
 * them.
 */
export function splitResourceHints(markup: string): { hints: string[]; body: string } {
  const hints: string[] = [];
  let body = markup;
  for (let match = /^<link [^>]*\/?>/.exec(body); match !== null; match = /^<link [^>]*\/?>/.exec(body)) {
    hints.push(match[0]);
    body = body.slice(match[0].length);
  }
  return { hints, body };
}

/** The element after the drawing that the page's first frame waits for (`<link rel="expect">`). */
const PAGE_END_ID = 'page-drawn';

/** The `<head>` additions and the `<html>` attributes of one page in one variant. */
function composePage(
  template: string,
  { page, variant, markup, css, script, preloads, screenPreloads, fonts, pageChunksElementId, screenChunksElementId, fontFacesElementId }: {
    pageChunksElementId: string;
    fontFacesElementId: string;
    screenChunksElementId: string;
    /** The signed-in frame's: per main screen, the chunks it opens with besides `preloads`. */
    screenPreloads: Readonly<Record<string, readonly string[]>> | null;
    page: PrerenderedPage;
    variant: PrerenderedVariant;
    markup: string;
    css: string;
    script: string;
    preloads: readonly string[];
    fonts: { ids: readonly string[]; family: string; css: string; files: readonly string[] };
  },
): string {
  const { hints, body } = splitResourceHints(markup);
  const htmlAttributes = [
    `lang="${escapeAttribute(variant.language)}"`,
    `dir="${isRightToLeft(variant.language) ? 'rtl' : 'ltr'}"`,
    `data-page-kind="${page.kind}"`,
    `data-page-route="${escapeAttribute(page.route)}"`,
    `data-page-country="${escapeAttribute(variant.countryCode)}"`,
    `data-page-fonts="${escapeAttribute(fonts.ids.join(' '))}"`,
  ].join(' ');
  const head = [
    // No frame before the whole drawing is parsed (PAGE_END_ID follows #root): a busy phone
    // could otherwise paint the page half read, and what the rest of the markup adds (the
    // footer's links, the Sign in button under the centred headline) would move what was
    // painted. The page is one small document, so this waits for no network.
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render" />`,
    // The faces, switched off: the script below switches them on when the browser has their
    // files, and has it fetch them after the page loaded when it does not (src/app/first-paint.ts).
    `<style id="${fontFacesElementId}" media="not all" data-font-files="${escapeAttribute(fonts.files.join(' '))}">${fonts.css}</style>`,
    `<script>${script}</script>`,
    // The family the app sets as it starts (src/fonts/load-fonts.ts), set from the first paint.
    `<style>:root{--font-family-text:${fonts.family}}\n${css}</style>`,
    ...hints,
    // The chunks the app takes the page over with, for the start-up script to ask for once
    // the page has painted (src/app/page-chunks.ts): asked for here, they would compete with
    // what the page paints with.
    `<script type="application/json" id="${pageChunksElementId}">${JSON.stringify(preloads.map((file) => `/${file}`))}</script>`,
    ...(screenPreloads === null
      ? []
      : [
          `<script type="application/json" id="${screenChunksElementId}">${JSON.stringify(
            Object.fromEntries(Object.entries(screenPreloads).map(([route, files]) => [route, files.map((file) => `/${file}`)])),
          )}</script>`,
        ]),
  ].join('\n    ');
  const withHtml = template.replace(/<html[^>]*>/, `<html ${htmlAttributes}>`);
  if (withHtml === template) throw new Error('index.html has no <html> element');
  const withHead = withHtml.replace('</head>', `    ${head}\n  </head>`);
  const withRoot = withHead.replace('<div id="root"></div>', `<div id="root">${body}</div><span id="${PAGE_END_ID}" hidden></span>`);
  if (withRoot === withHead) throw new Error('index.html has no empty <div id="root">');
  return withRoot;
}

/** Draws every page in every variant into `distDir/pages` and writes the manifest. Answers how many. */
export async function prerenderPages(webDir: string, distDir: string): Promise<number> {
  const rendererDir = path.join(webDir, 'dist-prerender');
  // Before the renderer loads: the app reads the browser as its modules load.
  installBrowserGlobals('http://localhost/');
  const renderer = await buildRenderer(webDir, rendererDir);
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  // The page's script asks for the start-up script itself (src/app/first-paint.ts): the tags
  // Vite wrote for it leave the template.
  const startupScripts = chunkClosure(manifest, [ENTRY_MODULE]).map((key) => `/${manifest[key]?.file ?? key}`);
  const script = renderer.firstPaintScript({ ...renderer.FIRST_PAINT_SETTINGS, startupScripts });
  const template = withoutStartupScriptTags(await readFile(path.join(distDir, 'index.html'), 'utf8'), startupScripts);
  const appChunks = chunkClosure(manifest, [APP_MODULE]);
  const appCss = cssOfChunks(manifest, appChunks);
  const pages = renderer.PRERENDERED_PAGES.map((page) => ({ ...page, variants: renderer.prerenderedVariants(page) }));

  await mkdir(path.join(distDir, 'pages'), { recursive: true });
  let written = 0;
  for (const page of pages) {
    for (const variant of page.variants) {
      // The language's texts, which the start-up script asks for, are asked for at once too.
      // (one chunk per language: vite.config.ts)
      const texts = Object.keys(manifest).filter((key) => manifest[key]?.name === `texts-${variant.language}`);
      const markup = await renderer.renderPage({ page, variant });
      const pageModules = [...(renderer.PAGE_MODULES[page.name] ?? []), ...(page.route.startsWith('/info') ? [`src/i18n/locales/${variant.language}/help.json`] : [])];
      const preloadKeys = [...new Set([...appChunks, ...chunkClosure(manifest, [...pageModules, ...texts])])];
      const preloads = preloadKeys.map((key) => manifest[key]?.file ?? key);
      const screenPreloads = page.kind === 'frame' ? frameScreenPreloads(manifest, renderer.FRAME_SCREEN_MODULES, preloadKeys) : null;
      const css = [...appCss, ...(await stylesheetsUsedBy(markup, manifest, distDir, appCss))];
      const cssText = criticalCss(
        (await Promise.all(css.map((file) => readFile(path.join(distDir, file), 'utf8')))).join('\n'),
        classesIn(markup),
      );
      const { fonts: fontIds, family } = renderer.fontForLanguage(variant.language);
      const faces = await pageFonts(fontIds, markup, manifest, distDir);
      const html = composePage(template, {
        page,
        variant,
        markup,
        css: cssText,
        script,
        preloads,
        screenPreloads,
        fonts: { ids: fontIds, family, ...faces },
        pageChunksElementId: renderer.PAGE_CHUNKS_ELEMENT_ID,
        screenChunksElementId: renderer.SCREEN_CHUNKS_ELEMENT_ID,
        fontFacesElementId: renderer.FONT_FACES_ELEMENT_ID,
      });
      await writeFile(path.join(distDir, prerenderedPagePath(page, variant)), html);
      written += 1;
    }
  }

  const prerenderManifest: PrerenderManifest = {
    pages,
    fallbackVariant: FALLBACK_VARIANT,
    pageLanguages: renderer.PAGE_LANGUAGES,
    supportedCountries: renderer.SUPPORTED_COUNTRIES,
    inlineScriptHashes: [`'sha256-${createHash('sha256').update(script).digest('base64')}'`],
  };
  await writeFile(path.join(distDir, PRERENDER_MANIFEST_PATH), `${JSON.stringify(prerenderManifest, null, 2)}\n`);
  await rm(rendererDir, { recursive: true, force: true });
  return written;
}
