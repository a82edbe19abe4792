import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FontId } from './font-for-language';
import { FONT_STYLESHEETS, type FontLoaders } from './font-stylesheets';
import { FONT_FAMILY_PROPERTY, loadFonts, PAGE_FONTS_ATTRIBUTE } from './load-fonts';

function recordingLoaders(fail: FontId[] = []): { loaders: FontLoaders; loaded: FontId[] } {
  const loaded: FontId[] = [];
  const load = (id: FontId) => () => {
    loaded.push(id);
    return fail.includes(id) ? Promise.reject(new Error(`${id} unreachable`)) : Promise.resolve();
  };
  const ids = Object.keys(FONT_STYLESHEETS) as FontId[];
  return {
    loaders: Object.fromEntries(ids.map((id) => [id, load(id)])) as Record<
      FontId,
      () => Promise<unknown>
    >,
    loaded,
  };
}

afterEach(() => {
  document.documentElement.style.removeProperty(FONT_FAMILY_PROPERTY);
  document.documentElement.removeAttribute(PAGE_FONTS_ATTRIBUTE);
});

describe('loadFonts', () => {
  it('loads only the faces of the language and names them for the theme', async () => {
    const { loaders, loaded } = recordingLoaders();
    await loadFonts('ar', loaders);
    expect(loaded).toEqual(['noto-naskh-arabic', 'noto-sans']);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Naskh Arabic', 'Noto Sans'",
    );
  });

  it('loads no face the prerendered page declares itself', async () => {
    document.documentElement.setAttribute(PAGE_FONTS_ATTRIBUTE, 'noto-naskh-arabic noto-sans');
    const { loaders, loaded } = recordingLoaders();
    await loadFonts('ar', loaders);
    await loadFonts('ja', loaders);
    expect(loaded).toEqual(['noto-sans-jp']);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe("'Noto Sans JP', 'Noto Sans'");
  });

  it('loads Urdu in Nastaliq, without the Naskh of Arabic and Persian', async () => {
    const { loaders, loaded } = recordingLoaders();
    await loadFonts('ur', loaders);
    expect(loaded).toEqual(['noto-nastaliq-urdu', 'noto-sans']);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Nastaliq Urdu', 'Noto Sans'",
    );
  });

  it('switches the family on a language change', async () => {
    const { loaders, loaded } = recordingLoaders();
    await loadFonts('ja', loaders);
    await loadFonts('en', loaders);
    expect(loaded).toEqual(['noto-sans-jp', 'noto-sans', 'noto-sans']);
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Sans'",
    );
  });

  it('keeps the page readable when a face cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loaders } = recordingLoaders(['noto-sans-kr']);
    await expect(loadFonts('ko', loaders)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(document.documentElement.style.getPropertyValue(FONT_FAMILY_PROPERTY)).toBe(
      "'Noto Sans KR', 'Noto Sans'",
    );
  });

  it('has a stylesheet loader for every face, resolvable from the installed packages', async () => {
    await expect(
      Promise.all(Object.values(FONT_STYLESHEETS).map((load) => load())),
    ).resolves.toHaveLength(17);
  });
});
