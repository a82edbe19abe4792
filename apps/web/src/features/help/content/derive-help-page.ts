import type { TranslationBundle } from '@/i18n/bundles';
import { helpTitleKey, type HelpBlock, type HelpKey, type HelpPageContent, type HelpQuestion, type HelpText } from '../help-content';
import type { HelpPageSetup } from './help-page-setup';

/** The texts of a page itself, not questions. */
const PAGE_TEXTS = ['title', 'subtitle', 'description'];

const kebab = (camel: string): string => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A help page (spec §2) read from the shape of its part of the help bundle, `help.<page>`:
 * the bundle's key order is the page's order. Apart from `title`, `subtitle` and
 * `description`, each entry is a question whose id is its key in kebab case
 * (`whatIsSync` → `what-is-sync`) and whose entries, in order, are:
 * - `question`: the heading;
 * - `p1`, `p2`…: a paragraph;
 * - an object of items: a list, numbered when its name is `steps` or ends in `Steps`, of
 *   dashes when the setup names it in `dashLists`, of bullets otherwise;
 * - `<name>Alt` then `<name>Caption`: a picture, the setup's illustration `<question>.<name>`;
 * - `<name>Link`: a link on its own line to the setup's `links` target.
 * A text the setup names in `textLinks` turns its tags into those links. Any other entry
 * is an error: the bundle would say something no block shows.
 */
export function deriveHelpPage(setup: HelpPageSetup, help: TranslationBundle): HelpPageContent {
  const page = help[setup.id];
  if (typeof page !== 'object') throw new Error(`No help.${setup.id} in the help bundle`);
  // Every key is read from the bundle itself, so it is one of the bundle's keys.
  const keyOf = (path: string): HelpKey => `help.${setup.id}.${path}` as HelpKey;
  const textOf = (path: string): HelpText => {
    const links = setup.textLinks?.[path];
    return links === undefined ? keyOf(path) : { key: keyOf(path), links };
  };

  function blockOf(question: string, answer: TranslationBundle, name: string, entry: string | TranslationBundle): HelpBlock | null {
    const path = `${question}.${name}`;
    if (typeof entry === 'object') {
      const items = Object.keys(entry).map((item) => textOf(`${path}.${item}`));
      if (name === 'steps' || name.endsWith('Steps')) return { type: 'numberedList', items };
      return { type: setup.dashLists?.includes(path) === true ? 'dashList' : 'bulletList', items };
    }
    if (name === 'question') return null;
    if (/^p\d+$/.test(name)) return { type: 'paragraph', text: textOf(path) };
    if (name.endsWith('Alt')) {
      const picture = `${question}.${name.slice(0, -'Alt'.length)}`;
      const illustration = setup.illustrations?.[picture];
      if (illustration === undefined) throw new Error(`No illustration for help.${setup.id}.${picture}`);
      return { type: 'image', ...illustration, altKey: keyOf(path), captionKey: keyOf(`${picture}Caption`) };
    }
    if (name.endsWith('Caption') && `${name.slice(0, -'Caption'.length)}Alt` in answer) return null;
    const target = name.endsWith('Link') ? setup.links?.[path] : undefined;
    if (target !== undefined) return { type: 'link', labelKey: keyOf(path), ...target };
    throw new Error(`help.${setup.id}.${path} is no kind of help block`);
  }

  const questions = Object.entries(page).flatMap(([question, entries]): HelpQuestion[] => {
    if (typeof entries === 'string') {
      if (PAGE_TEXTS.includes(question)) return [];
      throw new Error(`help.${setup.id}.${question} is neither a page text nor a question`);
    }
    if (typeof entries.question !== 'string') throw new Error(`help.${setup.id}.${question} has no question`);
    const blocks = Object.entries(entries).flatMap(([name, entry]) => blockOf(question, entries, name, entry) ?? []);
    return [{ id: kebab(question), questionKey: keyOf(`${question}.question`), blocks }];
  });

  return {
    id: setup.id,
    route: setup.route,
    titleKey: helpTitleKey(setup.id),
    subtitleKey: keyOf('subtitle'),
    descriptionKey: keyOf('description'),
    icon: setup.icon,
    questions,
  };
}
