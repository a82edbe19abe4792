import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { INTENT_EVENTS, STALE_PAGE_ATTRIBUTE, VISITOR_ACTED_PROPERTY } from './first-paint';
import { hashRouteOf } from './hash-route';

/**
 * The sign-in page as the build drew it needs no app to be used: its Sign in form goes to
 * the server on its own, and a button pressed before the app runs is pressed again once it
 * does (app/first-paint.ts). So on that page, in that address, the app starts when the
 * visitor acts rather than as the page loads: a phone that only shows the page spends no
 * time on script (issue 13: the sign-in page as fast as a static page). Any other page, or
 * a drawing the app must replace (hidden until it does), starts the app at once.
 */
export function startsOnIntent(
  doc: Document = document,
  hash: string = window.location.hash,
): boolean {
  const html = doc.documentElement;
  return (
    html.getAttribute('data-page-kind') === 'screen' &&
    html.getAttribute('data-page-route') === PortalRoutes.login &&
    !html.hasAttribute(STALE_PAGE_ATTRIBUTE) &&
    hashRouteOf(hash) === PortalRoutes.login
  );
}

/** Runs `work` once, at the first thing the visitor does (INTENT_EVENTS). */
export function whenVisitorActs(work: () => void, target: EventTarget = window): void {
  // The visitor acted before this script ran (the page's own script noticed): at once.
  if ((target as unknown as Record<string, unknown>)[VISITOR_ACTED_PROPERTY] === true) {
    work();
    return;
  }
  let acted = false;
  const act = () => {
    if (acted) return;
    acted = true;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, act, true);
    work();
  };
  for (const type of INTENT_EVENTS)
    target.addEventListener(type, act, { capture: true, passive: true });
}
