// Builds the logo and favicon SVGs in apps/web/public/brand/.
// Plain, static SVG: no script, no external reference, no font (the wordmark is paths).

import { cloudArrowPath, cloudPath, n, WORDMARK_STROKE, wordmarkPath } from './shapes.mjs';

export const BRAND_BLUE = '#0381FE';
export const HC_CYAN = '#8FE2F0';

const LOGO_W = 160;
const LOGO_H = 32;

// Extent of the cloud outline inside its 36 x 24 box (see shapes.mjs).
const CLOUD_EXTENT = { x0: 2.5, x1: 35.5, y0: 2.5, y1: 22.5 };
// Extent of the wordmark strokes: cap line 7 and baseline 22, plus half a stroke.
const WORD_Y0 = 7 - WORDMARK_STROKE / 2;
const WORD_Y1 = 22 + WORDMARK_STROKE / 2;

const svgOpen = (w, h) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

function mark({ x, y, scale, cloud, arrow }) {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">` +
    `<path fill="${cloud}" d="${cloudPath()}"/>` +
    `<path fill="none" stroke="${arrow}" stroke-width="2.3" stroke-linecap="round" ` +
    `stroke-linejoin="round" d="${cloudArrowPath()}"/></g>`
  );
}

/**
 * A 160 x 32 logo: cloud mark + wordmark. `rtl` puts the mark on the right of the
 * wordmark (the wordmark itself still reads "Cloud Portal" left to right).
 */
export function logoSvg({ cloud, arrow, text, rtl = false }) {
  const pad = 1;
  const markScale = 24 / (CLOUD_EXTENT.y1 - CLOUD_EXTENT.y0 + 4); // mark about 20 px tall
  const markW = (CLOUD_EXTENT.x1 - CLOUD_EXTENT.x0) * markScale;
  const markH = (CLOUD_EXTENT.y1 - CLOUD_EXTENT.y0) * markScale;
  const gap = 6;

  const word = wordmarkPath('Cloud Portal');
  const available = LOGO_W - 2 * pad - markW - gap;
  const wordScale = Math.min(available / word.width, 20 / (WORD_Y1 - WORD_Y0));
  const wordW = word.width * wordScale;
  const wordH = (WORD_Y1 - WORD_Y0) * wordScale;
  const totalW = markW + gap + wordW;
  const left = (LOGO_W - totalW) / 2;

  const markX = rtl ? left + wordW + gap : left;
  const wordX = rtl ? left : left + markW + gap;
  // Baselines: sit the cloud's flat base on the wordmark's baseline.
  const wordTop = (LOGO_H - wordH) / 2;
  const baseline = wordTop + (22 + WORDMARK_STROKE / 2 - WORD_Y0) * wordScale;
  const markTop = baseline - markH;

  return (
    svgOpen(LOGO_W, LOGO_H) +
    mark({
      x: markX - CLOUD_EXTENT.x0 * markScale,
      y: markTop - CLOUD_EXTENT.y0 * markScale,
      scale: markScale,
      cloud,
      arrow,
    }) +
    `<path transform="translate(${n(wordX)} ${n(wordTop - WORD_Y0 * wordScale)}) scale(${n(wordScale)})" ` +
    `fill="none" stroke="${text}" stroke-width="${WORDMARK_STROKE}" stroke-linecap="round" ` +
    `stroke-linejoin="round" d="${word.d}"/>` +
    '</svg>\n'
  );
}

/** 32 x 32 favicon: white cloud with a blue arrow on a blue rounded square. */
export function faviconSvg() {
  const size = 32;
  const scale = 26 / (CLOUD_EXTENT.x1 - CLOUD_EXTENT.x0);
  const w = (CLOUD_EXTENT.x1 - CLOUD_EXTENT.x0) * scale;
  const h = (CLOUD_EXTENT.y1 - CLOUD_EXTENT.y0) * scale;
  const x = (size - w) / 2 - CLOUD_EXTENT.x0 * scale;
  const y = (size - h) / 2 - CLOUD_EXTENT.y0 * scale + 0.5;
  return (
    svgOpen(size, size) +
    `<rect width="${size}" height="${size}" rx="7" fill="${BRAND_BLUE}"/>` +
    mark({ x, y, scale, cloud: '#FFFFFF', arrow: BRAND_BLUE }) +
    '</svg>\n'
  );
}

/** All brand files: name -> SVG text. */
export function brandFiles() {
  const light = { cloud: BRAND_BLUE, arrow: '#FFFFFF', text: BRAND_BLUE };
  const hc = { cloud: HC_CYAN, arrow: '#000000', text: '#FFFFFF' };
  return {
    'logo.svg': logoSvg(light),
    'logo-high-contrast.svg': logoSvg(hc),
    'logo-rtl.svg': logoSvg({ ...light, rtl: true }),
    'logo-rtl-high-contrast.svg': logoSvg({ ...hc, rtl: true }),
    'favicon.svg': faviconSvg(),
  };
}
