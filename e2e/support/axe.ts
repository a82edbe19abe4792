import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core finds nothing on the page as it is now; `where` names it in a failure.
 * axe runs in the page itself (`setLegacyMode`): the portal has no frames, and the default
 * way opens a blank page per check to gather every frame's results in, a browser process
 * of its own each time. Only violations are gathered (`resultTypes`), which spares axe the
 * selectors of every element that passed; every rule still runs on every element.
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  // Short enough to read in a failure: the rule, and where and why it failed.
  const found = violations.map(({ id, nodes }) => ({
    id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, where).toEqual([]);
}
