import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** The page's window, once axe-core is in it. */
type WithAxe = Window & { axe?: typeof axe };

/**
 * Puts axe-core into the frame's document unless it is there already. Sending and compiling
 * its 580 kB took ~0.3 s a time, and @axe-core/playwright's AxeBuilder did it twice per check
 * (a 0.2–0.7 s check took 1–1.8 s): a document checked again (a hash route, an overlay opened)
 * keeps the one it has. axe-core keeps nothing from one run to the next.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as WithAxe).axe !== undefined)) return;
  await frame.evaluate(axe.source);
  // As AxeBuilder configures it in its legacy mode.
  await frame.evaluate(() => {
    (window as WithAxe).axe?.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
  });
}

/**
 * Waits for the page's running animations and transitions that end to end: a dialog fading in
 * has colours it never rests at (white text at 93 % over blue failed the contrast rule), so
 * axe checks the page at rest. Endless ones (a spinner) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What axe-core finds wrong on the page as it is now, within `include` (a selector) if given.
 * axe runs in the page itself, as AxeBuilder's `setLegacyMode` runs it: the portal has no
 * frames, and AxeBuilder's default way opens a blank page per check to gather every frame's
 * results in, a browser process of its own each time. Only violations are gathered
 * (`resultTypes`), which spares axe the selectors of every element that passed; every rule
 * still runs on every element.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}) {
  await settledAnimations(page);
  await injectAxe(page.mainFrame());
  // Any frame gets axe too, so the run reaches into it; one that cannot take it is left out.
  for (const frame of page.frames().slice(1)) await injectAxe(frame).catch(() => undefined);
  const context = { exclude: [], include: include === undefined ? [] : [include] };
  const results = await page.evaluate(
    ({ context, options }) => {
      const found = (window as WithAxe).axe;
      if (found === undefined) throw new Error('axe-core is not in the page');
      return found.run(context, options);
    },
    { context, options: { resultTypes: ['violations'] } satisfies axe.RunOptions },
  );
  return results.violations;
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
