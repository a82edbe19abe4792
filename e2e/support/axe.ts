import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core finds nothing on the page as it is now; `where` names it in a failure. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  // Short enough to read in a failure: the rule, and where and why it failed.
  const found = violations.map(({ id, nodes }) => ({
    id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, where).toEqual([]);
}
