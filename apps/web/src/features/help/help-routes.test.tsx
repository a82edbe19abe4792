import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HELP_ROUTES } from '@cloud-portal/contract/portal-routes';
import { renderRoutes } from '@/testing/render';
import { helpRoutes, keepDataWhenOnlyQuestionChanges } from './help-routes';

function revalidates(current: string, next: string): boolean {
  return keepDataWhenOnlyQuestionChanges({
    currentUrl: new URL(current, 'http://portal.test'),
    nextUrl: new URL(next, 'http://portal.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  });
}

describe('helpRoutes', { timeout: 20_000 }, () => {
  // jsdom lays nothing out, so it has no scrollIntoView; the page asks for it on `?q=`.
  beforeEach(() => {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('has one route per help page of the contract', () => {
    expect(helpRoutes().map((route) => route.path).sort()).toEqual([...HELP_ROUTES].sort());
  });

  it('loads nothing again when only the question in the address changes', () => {
    expect(revalidates('/info-e2ee', '/info-e2ee?q=recovery-code')).toBe(false);
    expect(revalidates('/info-e2ee?q=turn-on', '/info-e2ee?q=recovery-code')).toBe(false);
    expect(revalidates('/info-e2ee', '/info-gallery')).toBe(true);
  });

  it('shows each page at its route', async () => {
    renderRoutes(() => [{ path: '/', element: <Outlet />, children: helpRoutes() }], { route: '/info-gallery?q=sd-card' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery sync' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(39 + 2);
  });
});
