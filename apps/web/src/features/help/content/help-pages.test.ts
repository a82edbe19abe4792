import { describe, expect, it } from 'vitest';
import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { E2EE_POLICY_CONTENT_IDS } from '@cloud-portal/domain/e2ee-policy-contents';
import helpBundle from '@/i18n/locales/en/help.json';
import { keyOf, type HelpBlock, type HelpPageContent, type HelpText } from '../help-content';
import { HELP_VALUES } from '../help-values';
import { HELP_PAGES, REQUIRED_QUESTION_COUNTS } from './help-pages';

/** Keys the components use themselves rather than the content. */
const COMPONENT_KEYS = ['help.common.questionsHeading', 'help.common.moreHelpHeading', 'help.common.opensInNewTab'];

function textsOf(block: HelpBlock): HelpText[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'bulletList':
    case 'numberedList':
    case 'dashList':
      return [...block.items];
    case 'image':
      return [block.altKey, block.captionKey];
    case 'link':
      return [block.labelKey];
  }
}

function textsOfPage(page: HelpPageContent): HelpText[] {
  return [
    page.titleKey,
    page.subtitleKey,
    page.descriptionKey,
    ...page.questions.flatMap((question) => [question.questionKey, ...question.blocks.flatMap(textsOf)]),
  ];
}

/** Every string of the English bundle by its full key (`help.…`). */
function englishTexts(node: unknown, prefix = 'help'): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof node === 'string') texts.set(prefix, node);
  else if (typeof node === 'object' && node !== null) {
    for (const [name, child] of Object.entries(node)) {
      for (const entry of englishTexts(child, `${prefix}.${name}`)) texts.set(...entry);
    }
  }
  return texts;
}

const ENGLISH = englishTexts(helpBundle);
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('help pages', () => {
  it('are the six help routes of the contract', () => {
    expect(HELP_PAGES.map((page) => page.route).sort()).toEqual([...HELP_ROUTES].sort());
  });

  it.each(HELP_PAGES.map((page) => [page.id, page] as const))(
    '%s has the number of questions of spec §2, each with a kebab-case id made from its key',
    (id, page) => {
      expect(page.questions).toHaveLength(REQUIRED_QUESTION_COUNTS[id]);
      for (const question of page.questions) {
        const match = new RegExp(`^help\\.${id}\\.([a-zA-Z]+)\\.question$`).exec(question.questionKey);
        expect(match, question.questionKey).not.toBeNull();
        expect(question.id).toBe(kebab(match?.[1] ?? ''));
        expect(question.blocks.length).toBeGreaterThan(0);
      }
      expect(new Set(page.questions.map((question) => question.id)).size).toBe(page.questions.length);
    },
  );

  it('use only keys that exist in the English bundle, as text', () => {
    const used = HELP_PAGES.flatMap(textsOfPage).map(keyOf);
    const missing = used.filter((key) => !ENGLISH.has(key));
    expect(missing).toEqual([]);
  });

  it('leave no English text unused', () => {
    const used = new Set<string>([...HELP_PAGES.flatMap(textsOfPage).map(keyOf), ...COMPONENT_KEYS]);
    expect([...ENGLISH.keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  it('show the questions in the order of the English bundle', () => {
    for (const page of HELP_PAGES) {
      const inBundle = [...ENGLISH.keys()].filter((key) => key.startsWith(`help.${page.id}.`) && key.endsWith('.question'));
      expect(inBundle).toEqual(page.questions.map((question) => question.questionKey));
    }
  });

  it('interpolate only the portal numbers the renderer passes', () => {
    const names = [...ENGLISH.values()].flatMap((text) => [...text.matchAll(/\{\{(\w+)/g)].map((match) => match[1]));
    expect(names.filter((name) => name === undefined || !(name in HELP_VALUES))).toEqual([]);
  });

  it('make links exactly of the tags a text names', () => {
    for (const text of HELP_PAGES.flatMap(textsOfPage)) {
      const tags = [...(ENGLISH.get(keyOf(text)) ?? '').matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();
      const links = typeof text === 'string' ? [] : Object.keys(text.links).sort();
      expect(tags, keyOf(text)).toEqual(links);
    }
  });

  it('link the temporary-backup page to the device-backups help page', () => {
    const page = HELP_PAGES.find((candidate) => candidate.id === 'temporaryBackup');
    const blocks = page?.questions.flatMap((question) => question.blocks) ?? [];
    const linkBlocks = blocks.filter((block) => block.type === 'link' && 'to' in block && block.to === PortalRoutes.infoDeviceBackups);
    expect(linkBlocks).toHaveLength(1);
  });

  it('list each of the 26 kinds of data E2EE protects', () => {
    const e2ee = HELP_PAGES.find((page) => page.id === 'e2ee');
    const protectedData = e2ee?.questions.find((question) => question.id === 'protected-data');
    const listed = (protectedData?.blocks ?? []).flatMap((block) => (block.type === 'bulletList' ? block.items.map(keyOf) : []));
    const expected = E2EE_POLICY_CONTENT_IDS.map((id) => `help.e2ee.protectedData.content.${id}`);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(26);
    expect(HELP_VALUES.e2eeContentCount).toBe(26);
  });

  it('give every picture a text alternative and a caption that differ', () => {
    const images = HELP_PAGES.flatMap((page) => page.questions.flatMap((question) => question.blocks)).filter(
      (block) => block.type === 'image',
    );
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(ENGLISH.get(image.altKey)).not.toBe(ENGLISH.get(image.captionKey));
      expect(image.src).toMatch(/svg/);
    }
  });
});
