import { afterEach, describe, expect, it } from 'vitest';
import { makePreferencesState } from '@/stores/preferences-state';
import { STALE_PAGE_ATTRIBUTE } from './first-paint';
import { pageTakeOver } from './take-over-page';

function page(kind: 'screen' | 'frame' | null, route = '/login', { drawn = true, language = 'en', country = 'US' } = {}): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.lang = language;
  if (kind !== null) doc.documentElement.setAttribute('data-page-kind', kind);
  doc.documentElement.setAttribute('data-page-route', route);
  doc.documentElement.setAttribute('data-page-country', country);
  const root = doc.createElement('div');
  root.id = 'root';
  if (drawn) root.innerHTML = '<main><h1>Drawn</h1></main>';
  doc.body.append(root);
  return doc;
}

const EN_US = makePreferencesState('en', 'US');

describe('pageTakeOver', () => {
  afterEach(() => document.documentElement.removeAttribute(STALE_PAGE_ATTRIBUTE));

  it('takes over a drawn screen when it is the one in the address', () => {
    expect(pageTakeOver(EN_US, page('screen', '/login'), '#/login')).toEqual({ how: 'hydrate-screen', route: '/login' });
    expect(pageTakeOver(EN_US, page('screen', '/info-e2ee'), '#/info-e2ee?q=recovery-code')).toEqual({
      how: 'hydrate-screen',
      route: '/info-e2ee?q=recovery-code',
    });
  });

  it('takes over the signed-in frame on any screen', () => {
    expect(pageTakeOver(EN_US, page('frame', '/'), '#/backup')).toEqual({ how: 'hydrate-frame' });
  });

  it('draws its own page for another screen, language, country, high contrast, a stale or an empty page', () => {
    expect(pageTakeOver(EN_US, page('screen', '/login'), '#/logout')).toEqual({ how: 'render' });
    expect(pageTakeOver(makePreferencesState('de', 'US'), page('screen', '/login'), '#/login')).toEqual({ how: 'render' });
    expect(pageTakeOver(makePreferencesState('en', 'GB'), page('frame', '/'), '#/')).toEqual({ how: 'render' });
    expect(pageTakeOver({ ...EN_US, isHighContrast: true }, page('frame', '/'), '#/')).toEqual({ how: 'render' });
    expect(pageTakeOver(EN_US, page(null), '#/login')).toEqual({ how: 'render' });
    expect(pageTakeOver(EN_US, page('screen', '/login', { drawn: false }), '#/login')).toEqual({ how: 'render' });
    const stale = page('frame', '/');
    stale.documentElement.setAttribute(STALE_PAGE_ATTRIBUTE, '');
    expect(pageTakeOver(EN_US, stale, '#/')).toEqual({ how: 'render' });
  });
});
