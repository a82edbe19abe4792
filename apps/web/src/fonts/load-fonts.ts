import { fontForLanguage } from './font-for-language';
import { FONT_STYLESHEETS, type FontLoaders } from './font-stylesheets';

/** The custom property ui/theme.css puts first in the page's font stack. */
export const FONT_FAMILY_PROPERTY = '--font-family-text';

/**
 * The faces a prerendered page declares itself (apps/web/build/prerender-pages.ts), listed
 * on `<html data-page-fonts>`: they are not loaded again.
 */
export const PAGE_FONTS_ATTRIBUTE = 'data-page-fonts';

/**
 * Gives the page the typefaces of `language`: sets `--font-family-text` on `<html>` at once
 * (text shows in the system font until the faces arrive: font-display swap) and loads the
 * faces' stylesheets, but for those the page declares itself. Never rejects: without the
 * faces the page still reads, in system fonts.
 */
export async function loadFonts(
  language: string,
  loaders: FontLoaders = FONT_STYLESHEETS,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const { fonts, family } = fontForLanguage(language);
  root.style.setProperty(FONT_FAMILY_PROPERTY, family);
  const declared = (root.getAttribute(PAGE_FONTS_ATTRIBUTE) ?? '').split(' ');
  try {
    await Promise.all(fonts.filter((id) => !declared.includes(id)).map((id) => loaders[id]()));
  } catch (error) {
    console.warn(`Could not load the fonts for ${language}; the system fonts stand in`, error);
  }
}
