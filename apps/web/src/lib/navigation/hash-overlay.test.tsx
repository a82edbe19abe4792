import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHashRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import {
  hashWithOverlay,
  hashWithoutOverlay,
  keepDataWhenOnlyOverlayChanges,
  overlaysOf,
  useHashOverlay,
} from './hash-overlay';

describe('overlay hash helpers', () => {
  it.each([
    ['', []],
    ['#', []],
    ['#confirmationDialog', ['confirmationDialog']],
    ['#selection#confirmationDialog', ['selection', 'confirmationDialog']],
  ])('overlaysOf(%j) is %j', (hash, expected) => {
    expect(overlaysOf(hash)).toEqual(expected);
  });

  it.each([
    ['', 'photo', '#photo'],
    ['#selection', 'confirmationDialog', '#selection#confirmationDialog'],
    ['#photo', 'photo', '#photo'],
  ])('hashWithOverlay(%j, %j) is %j', (hash, name, expected) => {
    expect(hashWithOverlay(hash, name)).toBe(expected);
  });

  it.each([
    ['#photo', 'photo', ''],
    ['#selection#confirmationDialog', 'confirmationDialog', '#selection'],
    // Closing an overlay closes what was stacked on it.
    ['#selection#confirmationDialog', 'selection', ''],
    ['#selection', 'photo', '#selection'],
  ])('hashWithoutOverlay(%j, %j) is %j', (hash, name, expected) => {
    expect(hashWithoutOverlay(hash, name)).toBe(expected);
  });

  const base = 'http://localhost';
  function args(current: string, next: string, formMethod?: 'POST') {
    return {
      currentUrl: new URL(current, base),
      nextUrl: new URL(next, base),
      currentParams: {},
      nextParams: {},
      formMethod,
      defaultShouldRevalidate: true,
    };
  }

  it.each([
    ['/backup/delete', '/backup/delete#confirmationDialog', false],
    ['/backup/delete#confirmationDialog', '/backup/delete', false],
    ['/backup/delete', '/backup/delete', true],
    ['/backup/delete', '/backup', true],
    ['/backup/detail?deviceId=a', '/backup/detail?deviceId=b#x', true],
  ])('keepDataWhenOnlyOverlayChanges from %s to %s revalidates: %s', (from, to, expected) => {
    expect(keepDataWhenOnlyOverlayChanges(args(from, to))).toBe(expected);
  });

  it('revalidates after a form submission even on the same screen', () => {
    expect(keepDataWhenOnlyOverlayChanges(args('/a', '/a#x', 'POST'))).toBe(true);
  });
});

function OverlayProbe({ name }: { name: string }) {
  const overlay = useHashOverlay(name);
  return (
    <div>
      <p>
        {name}: {overlay.isOpen ? 'open' : 'closed'}
      </p>
      <button type="button" onClick={overlay.open}>
        open {name}
      </button>
      <button type="button" onClick={overlay.close}>
        close {name}
      </button>
    </div>
  );
}

function Screen() {
  return (
    <>
      <OverlayProbe name="selection" />
      <OverlayProbe name="confirmationDialog" />
    </>
  );
}

function routes(loader = vi.fn(() => null)): RouteObject[] {
  return [
    {
      path: '/backup/delete',
      loader,
      HydrateFallback: () => null,
      shouldRevalidate: keepDataWhenOnlyOverlayChanges,
      element: <Screen />,
    },
    { path: '/backup', element: <p>list</p> },
  ];
}

describe('useHashOverlay with a memory router', () => {
  it('opens with a history entry; Back closes it and stays on the screen', async () => {
    const user = userEvent.setup();
    const loader = vi.fn(() => null);
    const router = createMemoryRouter(routes(loader), {
      initialEntries: ['/backup', '/backup/delete?x=1'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('confirmationDialog: closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open confirmationDialog' }));
    expect(screen.getByText('confirmationDialog: open')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/backup/delete',
      search: '?x=1',
      hash: '#confirmationDialog',
    });

    await act(() => router.navigate(-1));
    expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backup/delete');
    // Only the first visit loaded the screen's data.
    expect(loader).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-1));
    expect(screen.getByText('list')).toBeInTheDocument();
  });

  it('close() goes back when open() pushed the entry', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), { initialEntries: ['/backup', '/backup/delete'] });
    render(<RouterProvider router={router} />);

    await user.click(await screen.findByRole('button', { name: 'open confirmationDialog' }));
    await user.click(screen.getByRole('button', { name: 'close confirmationDialog' }));
    await waitFor(() =>
      expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument(),
    );
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.hash).toBe('');
  });

  it('close() leaves a navigation to another screen alone (an error page sent there first)', async () => {
    const user = userEvent.setup();
    let finishLoading = (): void => undefined;
    const errorLoader = () => new Promise<null>((resolve) => (finishLoading = () => resolve(null)));
    const router = createMemoryRouter(
      [...routes(), { path: '/error400', loader: errorLoader, element: <p>error page</p> }],
      { initialEntries: ['/backup', '/backup/delete'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('button', { name: 'open confirmationDialog' }));

    // The global error handler leaves for the error page; its loader is still running when
    // the screen, handling the same failure, closes its dialog.
    void router.navigate('/error400');
    await user.click(screen.getByRole('button', { name: 'close confirmationDialog' }));
    await act(async () => finishLoading());

    expect(await screen.findByText('error page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error400');
  });

  it('close() replaces the entry when the address was opened with the fragment', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), {
      initialEntries: ['/backup', '/backup/delete#confirmationDialog'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('confirmationDialog: open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close confirmationDialog' }));
    expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/backup/delete');
  });

  it('stacks overlays: Back closes the top one first', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), { initialEntries: ['/backup/delete'] });
    render(<RouterProvider router={router} />);

    await user.click(await screen.findByRole('button', { name: 'open selection' }));
    await user.click(screen.getByRole('button', { name: 'open confirmationDialog' }));
    expect(router.state.location.hash).toBe('#selection#confirmationDialog');
    expect(screen.getByText('selection: open')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument();
    expect(screen.getByText('selection: open')).toBeInTheDocument();
  });

  it('open() twice adds one entry only', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), { initialEntries: ['/backup', '/backup/delete'] });
    render(<RouterProvider router={router} />);

    await user.click(await screen.findByRole('button', { name: 'open selection' }));
    await user.click(screen.getByRole('button', { name: 'open selection' }));
    await act(() => router.navigate(-1));
    expect(router.state.location).toMatchObject({ pathname: '/backup/delete', hash: '' });
  });
});

describe('useHashOverlay with the app’s hash router', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('writes the overlay after the route in the address and Back removes it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/#/backup/delete');
    const router = createHashRouter(routes());
    render(<RouterProvider router={router} />);

    await user.click(await screen.findByRole('button', { name: 'open confirmationDialog' }));
    expect(window.location.hash).toBe('#/backup/delete#confirmationDialog');
    expect(router.state.location.pathname).toBe('/backup/delete');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() =>
      expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument(),
    );
    expect(window.location.hash).toBe('#/backup/delete');
    router.dispose();
  });
});

describe('useHashOverlay while the screen reloads its data', () => {
  it('shows the overlay closed at once, before the step back completes', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    // A parent whose loader runs again on the step back and takes its time (as a session check does).
    const slowLoader = vi.fn(() => new Promise<null>((resolve) => (release = () => resolve(null))));
    const router = createMemoryRouter(
      [{ id: 'slow', loader: slowLoader, HydrateFallback: () => null, children: routes() }],
      { initialEntries: ['/backup/delete'] },
    );
    act(() => release());
    render(<RouterProvider router={router} />);
    await act(async () => release());

    await user.click(await screen.findByRole('button', { name: 'open confirmationDialog' }));
    expect(screen.getByText('confirmationDialog: open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close confirmationDialog' }));
    expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#confirmationDialog');

    await act(async () => release());
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.getByText('confirmationDialog: closed')).toBeInTheDocument();
  });
});
