import { describe, expect, it } from 'vitest';
import { HELP_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import {
  BACKUP_EXPIRING_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  TEMPORARY_BACKUP_EXTENSION_DAYS,
  TEMPORARY_BACKUP_RETENTION_DAYS,
} from '@cloud-portal/domain/constants';
import { E2EE_POLICY_CONTENT_IDS } from '@cloud-portal/domain/e2ee-policy-contents';
import { isKnownSyncCid } from '@cloud-portal/domain/sync-apps';
import { COMPLETE_LANGUAGES } from '@/i18n/languages';
import helpBundle from '@/i18n/locales/en/help.json';
import { keyOf, type HelpBlock, type HelpPageContent, type HelpText } from '../help-content';
import { helpValues } from '../help-values';
import backupTimelineSvg from '../illustrations/backup-timeline.svg?raw';
import temporaryBackupExtensionSvg from '../illustrations/temporary-backup-extension.svg?raw';
import { deriveHelpPage } from './derive-help-page';
import { HELP_PAGES as SETUPS, REQUIRED_QUESTION_COUNTS } from './help-pages';

/** The pages as English readers get them. */
const HELP_PAGES = SETUPS.map((setup) => deriveHelpPage(setup, helpBundle));

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

const HELP_BUNDLES = import.meta.glob<unknown>('@/i18n/locales/*/help.json', { eager: true, import: 'default' });

/** The help texts of one language, by key. */
function helpTexts(language: string): Map<string, string> {
  const entry = Object.entries(HELP_BUNDLES).find(([path]) => path.endsWith(`/${language}/help.json`));
  return englishTexts(entry?.[1]);
}

/** The numbers a text spells out itself (Latin, Arabic-Indic and Persian digits), placeholders left out. */
function typedNumbers(text: string): number[] {
  const digits = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
  return [...digits.matchAll(/\d+/g)].map((match) => Number(match[0]));
}

/** The numbers written on an illustration, left to right. */
function svgLabels(svg: string): number[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => Number(match[1]));
}
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
    const values = helpValues();
    expect(names.filter((name) => name === undefined || !(name in values))).toEqual([]);
  });

  it.each(COMPLETE_LANGUAGES)('in %s, never type one of the portal numbers: they come from the placeholders', (language) => {
    const texts = helpTexts(language);
    expect(texts.size).toBe(ENGLISH.size);
    // Small counts such as "1 GB" or "2 minutes before" in a sentence are words, not rules.
    const portalNumbers = new Set(
      Object.values(helpValues()).filter((value): value is number => typeof value === 'number' && value >= 10),
    );
    const typed = [...texts].filter(([, text]) => typedNumbers(text).some((value) => portalNumbers.has(value)));
    expect(typed).toEqual([]);
  });

  it.each(COMPLETE_LANGUAGES)('in %s, never type a file size: the upload limit comes from its placeholder', (language) => {
    const sized = [...helpTexts(language)].filter(([, text]) => /\p{Nd}\s*(?:Bytes?|[KMGT]B)\b/u.test(text));
    expect(sized).toEqual([]);
    expect(helpTexts(language).get('help.gallery.uploadLimits.p1')).toContain('{{photoMaxSize}}');
  });

  it('draw the backup timelines with the days of the domain constants', () => {
    expect(svgLabels(backupTimelineSvg)).toEqual([0, BACKUP_EXPIRING_AFTER_DAYS, BACKUP_RETENTION_DAYS]);
    expect(svgLabels(temporaryBackupExtensionSvg)).toEqual([
      0,
      TEMPORARY_BACKUP_RETENTION_DAYS,
      TEMPORARY_BACKUP_RETENTION_DAYS + TEMPORARY_BACKUP_EXTENSION_DAYS,
    ]);
  });

  it('describe the browser confirmation the portal asks for, not a code', () => {
    const verification = ENGLISH.get('help.overview.blockedAccess.reasons.verification') ?? '';
    expect(verification).toMatch(/first time you sign in on a web browser/);
    expect(verification).toMatch(/link we e-mail you/);
    expect(verification).toMatch(/phone or tablet/);
    expect(verification).not.toMatch(/code/);
  });

  it('say that without functional cookies a location, language or contrast choice lasts for the tab only', () => {
    expect(ENGLISH.get('help.overview.language.p1')).toMatch(/haven't allowed functional cookies: then it lasts until you close the tab/);
    expect(ENGLISH.get('help.overview.language.p2')).toMatch(/remembered in the same way/);
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
    const lists = (protectedData?.blocks ?? []).flatMap((block) => (block.type === 'bulletList' ? [block.items.map(keyOf)] : []));
    const listed = lists.flat();
    // The device-backup kinds, then the synced apps', each in the order of the domain's list.
    expect(lists).toEqual([
      E2EE_POLICY_CONTENT_IDS.filter((id) => !isKnownSyncCid(id)).map((id) => `help.e2ee.protectedData.backupContent.${id}`),
      E2EE_POLICY_CONTENT_IDS.filter((id) => isKnownSyncCid(id)).map((id) => `help.e2ee.protectedData.syncContent.${id}`),
    ]);
    expect(new Set(listed).size).toBe(26);
    expect(helpValues().e2eeContentCount).toBe(26);
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
