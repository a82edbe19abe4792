import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('runs while the next screen loads, over the screen still shown, and goes when it is there', async () => {
    let arrive = () => undefined as void;
    const nextScreen = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { router } = renderRoutes(() => [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'backup', lazy: async () => nextScreen.then(() => ({ element: <h1>Backups</h1> })) },
        ],
      },
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/backup'));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
