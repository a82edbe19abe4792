import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEFERRED_AREAS } from '../src/i18n/deferred-areas';

/** The module that lists, per language, its start areas and one loader for all of them. */
export const START_TEXTS_MODULE = 'virtual:start-texts';

const RESOLVED_PREFIX = `\0${START_TEXTS_MODULE}`;

/** The web app's language bundles, a folder per language. */
const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));

/** The area files of one language read at start-up: every area but the deferred ones. */
function startAreasOf(languageDir: string): string[] {
  return readdirSync(languageDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((area) => !DEFERRED_AREAS.includes(area))
    .sort();
}

function languagesIn(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * One loader per language for its start texts, not one per area file: `import.meta.glob`
 * over 69 languages × 20 areas put 1,380 loaders (about 140 KiB) into the start-up script.
 * `virtual:start-texts` lists each language's areas and a loader of
 * `virtual:start-texts/<language>`, which gathers that language's area files into one chunk.
 */
export function startTextsPlugin(localesDir: string = LOCALES_DIR): Plugin {
  return {
    name: 'cloud-portal-start-texts',
    resolveId(id) {
      return id === START_TEXTS_MODULE || id.startsWith(`${START_TEXTS_MODULE}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === RESOLVED_PREFIX) {
        const entries = languagesIn(localesDir).map((language) => {
          const areas = JSON.stringify(startAreasOf(path.join(localesDir, language)));
          return `${JSON.stringify(language)}: { areas: ${areas}, load: () => import(${JSON.stringify(`${START_TEXTS_MODULE}/${language}`)}) }`;
        });
        return `export default {\n${entries.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(`${RESOLVED_PREFIX}/`)) return undefined;
      const language = id.slice(RESOLVED_PREFIX.length + 1);
      const areas = startAreasOf(path.join(localesDir, language));
      const imports = areas.map(
        (area, index) => `import area${index} from ${JSON.stringify(path.join(localesDir, language, `${area}.json`))};`,
      );
      const fields = areas.map((area, index) => `${JSON.stringify(area)}: area${index}`);
      return `${imports.join('\n')}\nexport default { ${fields.join(', ')} };\n`;
    },
  };
}
