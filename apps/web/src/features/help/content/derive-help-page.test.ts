import { describe, expect, it } from 'vitest';
import { deriveHelpPage } from './derive-help-page';
import type { HelpPageSetup } from './help-page-setup';

const SETUP: HelpPageSetup = {
  id: 'e2ee',
  route: '/info-e2ee',
  icon: 'encryption',
  dashLists: ['turnOn.checks'],
  textLinks: { 'turnOn.p2': { gallery: { to: '/info-gallery' } } },
  illustrations: { 'turnOn.path': { src: 'path.svg', width: 10, height: 20, mirrorInRtl: true } },
  links: { 'turnOn.moreLink': { href: 'https://example.test' } },
};

const page = (answer: Record<string, unknown>) => ({ e2ee: { title: 'T', subtitle: 'S', description: 'D', ...answer } }) as never;

describe('deriveHelpPage', () => {
  it("reads each kind of block from its key, in the bundle's order", () => {
    const derived = deriveHelpPage(
      SETUP,
      page({
        turnOn: {
          question: 'Q',
          p1: 'A',
          steps: { open: '1', save: '2' },
          pathAlt: 'alt',
          pathCaption: 'caption',
          checks: { one: '-' },
          tips: { one: '•' },
          p2: 'See <gallery>Gallery</gallery>',
          moreLink: 'More',
        },
      }),
    );
    expect(derived.titleKey).toBe('help.e2ee.title');
    expect(derived.questions).toEqual([
      {
        id: 'turn-on',
        questionKey: 'help.e2ee.turnOn.question',
        blocks: [
          { type: 'paragraph', text: 'help.e2ee.turnOn.p1' },
          { type: 'numberedList', items: ['help.e2ee.turnOn.steps.open', 'help.e2ee.turnOn.steps.save'] },
          {
            type: 'image',
            src: 'path.svg',
            width: 10,
            height: 20,
            mirrorInRtl: true,
            altKey: 'help.e2ee.turnOn.pathAlt',
            captionKey: 'help.e2ee.turnOn.pathCaption',
          },
          { type: 'dashList', items: ['help.e2ee.turnOn.checks.one'] },
          { type: 'bulletList', items: ['help.e2ee.turnOn.tips.one'] },
          { type: 'paragraph', text: { key: 'help.e2ee.turnOn.p2', links: { gallery: { to: '/info-gallery' } } } },
          { type: 'link', labelKey: 'help.e2ee.turnOn.moreLink', href: 'https://example.test' },
        ],
      },
    ]);
  });

  it('refuses a key no block shows, a picture or link the setup lacks, and a question without its heading', () => {
    expect(() => deriveHelpPage(SETUP, page({ turnOn: { question: 'Q', note: 'N' } }))).toThrow(/turnOn\.note/);
    expect(() => deriveHelpPage(SETUP, page({ turnOn: { question: 'Q', mapAlt: 'A', mapCaption: 'C' } }))).toThrow(/turnOn\.map/);
    expect(() => deriveHelpPage(SETUP, page({ turnOn: { question: 'Q', otherLink: 'L' } }))).toThrow(/turnOn\.otherLink/);
    expect(() => deriveHelpPage(SETUP, page({ turnOn: { p1: 'A' } }))).toThrow(/no question/);
    expect(() => deriveHelpPage(SETUP, page({ footer: 'F' }))).toThrow(/footer/);
  });
});
