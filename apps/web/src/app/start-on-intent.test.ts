import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_PAGE_ATTRIBUTE } from './first-paint';
import { VISITOR_ACTED_PROPERTY } from './first-paint';
import { startsOnIntent, whenVisitorActs } from './start-on-intent';

function drawnPage(kind: string, route: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.setAttribute('data-page-kind', kind);
  doc.documentElement.setAttribute('data-page-route', route);
  return doc;
}

describe('starting the app when the visitor acts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits on the sign-in page as drawn, at its own address', () => {
    expect(startsOnIntent(drawnPage('screen', '/login'), '#/login')).toBe(true);
  });

  it('starts at once anywhere else: another page, a drawing to replace, an address with more in it', () => {
    expect(startsOnIntent(drawnPage('frame', '/'), '#/')).toBe(false);
    expect(startsOnIntent(drawnPage('screen', '/logout'), '#/logout')).toBe(false);
    expect(startsOnIntent(drawnPage('screen', '/login'), '#/login#location')).toBe(false);
    expect(startsOnIntent(drawnPage('screen', '/login'), '#/login?reason=x')).toBe(false);
    const stale = drawnPage('screen', '/login');
    stale.documentElement.setAttribute(STALE_PAGE_ATTRIBUTE, '');
    expect(startsOnIntent(stale, '#/login')).toBe(false);
    // The empty app page (no drawing): the app draws everything.
    expect(startsOnIntent(document.implementation.createHTMLDocument(), '#/login')).toBe(false);
  });

  it('runs the work once, at the first touch, key, pointer move, focus or new address', () => {
    for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'hashchange']) {
      const target = new EventTarget();
      const work = vi.fn();
      whenVisitorActs(work, target);
      expect(work).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      expect(work, type).toHaveBeenCalledTimes(1);
    }
  });

  it('does not run for what the page does by itself', () => {
    const target = new EventTarget();
    const work = vi.fn();
    whenVisitorActs(work, target);
    for (const type of ['load', 'scroll', 'resize', 'visibilitychange']) target.dispatchEvent(new Event(type));
    expect(work).not.toHaveBeenCalled();
  });

  it('runs the work at once when the visitor acted before the start-up script ran', () => {
    const target = Object.assign(new EventTarget(), { [VISITOR_ACTED_PROPERTY]: true });
    const work = vi.fn();
    whenVisitorActs(work, target);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
