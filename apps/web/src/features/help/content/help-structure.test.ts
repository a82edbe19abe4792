import { describe, expect, it } from 'vitest';
import helpBundle from '@/i18n/locales/en/help.json';
import timeline from '../illustrations/backup-timeline.svg';
import settings from '../illustrations/settings-path.svg';
import extension from '../illustrations/temporary-backup-extension.svg';
import { describeHelpPage } from './describe-help-page';
import { deriveHelpPage } from './derive-help-page';
import { HELP_PAGES } from './help-pages';
import snapshot from './help-structure.snapshot.json';

const FILES: Readonly<Record<string, string>> = {
  [timeline]: 'backup-timeline.svg',
  [settings]: 'settings-path.svg',
  [extension]: 'temporary-backup-extension.svg',
};

const fileOf = (src: string): string => FILES[src] ?? src;

/**
 * Every help page, question by question and block by block, as it was written out key by key
 * before its structure came from the bundle (help-structure.snapshot.json): the same
 * questions, ids, kinds of block, keys, links and pictures, in the same order.
 */
describe("the help pages' structure", () => {
  it("lists the pages in the snapshot's order", () => {
    expect(HELP_PAGES.map((page) => page.id)).toEqual(Object.keys(snapshot));
  });

  it.each(HELP_PAGES.map((setup) => [setup.id, setup] as const))("%s is the snapshot's", (id, setup) => {
    expect(describeHelpPage(deriveHelpPage(setup, helpBundle), fileOf)).toEqual(snapshot[id]);
  });
});
