import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What axe-core finds wrong on the page as it is now, within `include` (a selector) if given.
 * axe runs in the page itself (`setLegacyMode`): the portal has no frames, and the default
 * way opens a blank page per check to gather every frame's results in, a browser process
 * of its own each time. Only violations are gathered (`resultTypes`), which spares axe the
 * selectors of every element that passed; every rule still runs on every element.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include !== undefined) builder.include(include);
  return (await builder.analyze()).violations;
}

/** axe-core finds nothing on the page as it is now; `where` names it in a failure. */
export async function expectNoViolations(page: Page, where: string = page.url()): Promise<void> {
  // Short enough to read in a failure: the rule, and where and why it failed.
  const found = (await axeViolations(page)).map(({ id, nodes }) => ({
    id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, where).toEqual([]);
}
