import { fontForLanguage } from './font-for-language';
import { FONT_STYLESHEETS, type FontLoaders } from './font-stylesheets';

/** The custom property ui/theme.css puts first in the page's font stack. */
export const FONT_FAMILY_PROPERTY = '--font-family-text';

/**
 * Gives the page the typefaces of `language`: sets `--font-family-text` on `<html>` at once
 * (text shows in the system font until the faces arrive: font-display swap) and loads the
 * faces' stylesheets. Never rejects: without the faces the page still reads, in system fonts.
 */
export async function loadFonts(
  language: string,
  loaders: FontLoaders = FONT_STYLESHEETS,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  const { fonts, family } = fontForLanguage(language);
  root.style.setProperty(FONT_FAMILY_PROPERTY, family);
  try {
    await Promise.all(fonts.map((id) => loaders[id]()));
  } catch (error) {
    console.warn(`Could not load the fonts for ${language}; the system fonts stand in`, error);
  }
}
