import i18next, { type i18n as I18n } from 'i18next';
import type { TranslationBundle } from '@/i18n/bundles';
import { deriveHelpPage } from './content/derive-help-page';
import { HELP_PAGES } from './content/help-pages';
import type { HelpPageContent } from './help-content';

/**
 * The help area as already fetched for the page (`loadArea('help')`): the pages' structure
 * is read from it, so no English bundle is fetched for it. Of the languages the page reads,
 * the last that has it: the chain ends at a complete language or English, and every
 * complete language's help bundle has English's shape (content/help-structure.test.ts).
 */
function loadedHelp(instance: I18n): TranslationBundle {
  const areas = instance.languages
    .map((language): unknown => instance.getResource(language, 'translation', 'help'))
    .filter((area): area is TranslationBundle => typeof area === 'object' && area !== null);
  const last = areas.at(-1);
  if (last === undefined) throw new Error('The help area is not loaded');
  return last;
}

/** The help page at `route`, once its text is loaded. */
export function loadedHelpPage(route: string, instance: I18n = i18next): HelpPageContent {
  const setup = HELP_PAGES.find((candidate) => candidate.route === route);
  if (setup === undefined) throw new Error(`No help content for ${route}`);
  return deriveHelpPage(setup, loadedHelp(instance));
}
