import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { prefetchScreens } from './prefetch-screens';

describe('prefetchScreens', () => {
  it('fetches the chunks of the screens named, once each, and no other', async () => {
    const fetched: string[] = [];
    const screen = (name: string): RouteObject['lazy'] => async () => {
      fetched.push(name);
      return {};
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'backup', lazy: screen('backup layout'), children: [{ index: true, lazy: screen('backup list') }] },
          { path: 'sync', lazy: screen('sync') },
          { path: 'gallery', lazy: screen('gallery') },
        ],
      },
    ];
    await prefetchScreens(routes, ['/backup', '/sync', '/sync']);
    expect(fetched.sort()).toEqual(['backup layout', 'backup list', 'sync']);
  });
});
