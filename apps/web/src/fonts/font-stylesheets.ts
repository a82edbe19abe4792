import type { FontId } from './font-for-language';

/** Loads a face's @font-face rules; resolves once they are in the document. */
export type FontLoaders = Readonly<Record<FontId, () => Promise<unknown>>>;

/**
 * The @fontsource stylesheets of each face, weights 400 and 700 only (the theme uses no
 * other). Each import is dynamic, so Vite makes it a chunk of its own and emits its font
 * files as assets: a page fetches only the faces of its language, from the portal itself.
 *
 * Noto Sans loads its weight files, which list every subset with its unicode-range: the
 * browser downloads only the subsets the page's text uses (Latin for English, Cyrillic for
 * Russian, Devanagari for Hindi and Nepali…). The other faces load their script's subset
 * alone; the Latin text of those pages falls through to Noto Sans. For Chinese, Japanese and Korean this is one file of
 * about 1 MB per weight instead of the ~120 unicode-range slices per weight of the weight
 * files, which would add about 60 MB and 1,900 files to every build.
 */
export const FONT_STYLESHEETS: FontLoaders = {
  'noto-sans': () =>
    Promise.all([import('@fontsource/noto-sans/400.css'), import('@fontsource/noto-sans/700.css')]),
  'noto-naskh-arabic': () =>
    Promise.all([
      import('@fontsource/noto-naskh-arabic/arabic-400.css'),
      import('@fontsource/noto-naskh-arabic/arabic-700.css'),
    ]),
  'noto-nastaliq-urdu': () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/arabic-400.css'),
      import('@fontsource/noto-nastaliq-urdu/arabic-700.css'),
    ]),
  'noto-sans-hebrew': () =>
    Promise.all([
      import('@fontsource/noto-sans-hebrew/hebrew-400.css'),
      import('@fontsource/noto-sans-hebrew/hebrew-700.css'),
    ]),
  'noto-sans-kr': () =>
    Promise.all([
      import('@fontsource/noto-sans-kr/korean-400.css'),
      import('@fontsource/noto-sans-kr/korean-700.css'),
    ]),
  'noto-sans-jp': () =>
    Promise.all([
      import('@fontsource/noto-sans-jp/japanese-400.css'),
      import('@fontsource/noto-sans-jp/japanese-700.css'),
    ]),
  'noto-sans-sc': () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/chinese-simplified-400.css'),
      import('@fontsource/noto-sans-sc/chinese-simplified-700.css'),
    ]),
  'noto-sans-tc': () =>
    Promise.all([
      import('@fontsource/noto-sans-tc/chinese-traditional-400.css'),
      import('@fontsource/noto-sans-tc/chinese-traditional-700.css'),
    ]),
  'noto-sans-thai': () =>
    Promise.all([
      import('@fontsource/noto-sans-thai/thai-400.css'),
      import('@fontsource/noto-sans-thai/thai-700.css'),
    ]),
  'noto-sans-bengali': () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
  'noto-sans-tamil': () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  'noto-sans-sinhala': () =>
    Promise.all([
      import('@fontsource/noto-sans-sinhala/sinhala-400.css'),
      import('@fontsource/noto-sans-sinhala/sinhala-700.css'),
    ]),
  'noto-sans-georgian': () =>
    Promise.all([
      import('@fontsource/noto-sans-georgian/georgian-400.css'),
      import('@fontsource/noto-sans-georgian/georgian-700.css'),
    ]),
  'noto-sans-armenian': () =>
    Promise.all([
      import('@fontsource/noto-sans-armenian/armenian-400.css'),
      import('@fontsource/noto-sans-armenian/armenian-700.css'),
    ]),
  'noto-sans-khmer': () =>
    Promise.all([
      import('@fontsource/noto-sans-khmer/khmer-400.css'),
      import('@fontsource/noto-sans-khmer/khmer-700.css'),
    ]),
  'noto-sans-lao': () =>
    Promise.all([
      import('@fontsource/noto-sans-lao/lao-400.css'),
      import('@fontsource/noto-sans-lao/lao-700.css'),
    ]),
  'noto-sans-myanmar': () =>
    Promise.all([
      import('@fontsource/noto-sans-myanmar/myanmar-400.css'),
      import('@fontsource/noto-sans-myanmar/myanmar-700.css'),
    ]),
};
