import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSelectionState } from '@cloud-portal/domain/selection';
import { currentConfirmToken, forgetConfirmToken } from '@/lib/api/confirm-token';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import {
  deviceContextsFixture,
  emptyQuotaUsageFixture,
  incompletedTaskFixture,
  NOW,
  quotaUsageFixture,
} from '@/testing/cloud-fixtures';
import { holdConfirmToken, TEST_CONFIRM_TOKEN } from '@/testing/confirm-token';
import { describeErasureRefusals } from '@/testing/erasure-refusals';
import { captureFormSubmissions, mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders, signedInAuthState } from '@/testing/render';
import { SyncDeletePage } from './sync-delete-page';

const QUOTA = 'GET /api/quota/v3/usage';
const DEVICES = 'GET /api/device-context/v1/devices';
const TASKS = 'GET /api/lgi/eos/v1/task/incompleted';
const ERASE = 'DELETE /api/lgi/eos/v1/data';
const CONFIRM_PASSWORD = 'POST /auth/confirm-password';

function answers(overrides: Record<string, MockResponse> = {}): Record<string, MockResponse> {
  return {
    [QUOTA]: { status: 200, body: quotaUsageFixture() },
    [DEVICES]: { status: 200, body: { devices: deviceContextsFixture() } },
    [TASKS]: { status: 200, body: { incompletedTasks: [] } },
    [CONFIRM_PASSWORD]: {
      status: 200,
      body: { action: 'https://id.example.com/confirm-password', fields: { client_id: 'portal' } },
    },
    [ERASE]: {
      status: 202,
      body: {
        referenceId: 'ref-1',
        startedAt: NOW,
        expiryAt: NOW + 1,
        taskType: 'CSWEB_DATA_ERASURE',
        extendedRequest: ['notes', 'internet'],
      },
    },
    ...overrides,
  };
}

function renderPage(preloadedState = {}) {
  return renderWithProviders(<SyncDeletePage />, {
    route: '/sync/delete',
    preloadedState,
    routes: [
      { path: '/sync', element: <h1>Synced apps screen</h1> },
      { path: '/error400', element: <h1>Error 400 screen</h1> },
      { path: '/error403', element: <h1>Error 403 screen</h1> },
    ],
  });
}

async function choose(...names: string[]) {
  const apps = await screen.findByRole('group', { name: 'Apps' });
  for (const name of names)
    await userEvent.click(within(apps).getByRole('checkbox', { name: new RegExp(`^${name},`) }));
}

/** Presses Delete, then Delete again in the confirmation. */
async function confirmDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog', { name: /Delete the synced data/ })).getByRole('button', {
      name: 'Delete',
    }),
  );
}

afterEach(() => forgetConfirmToken());

// Several clicks through dialogs per test: slow on a busy 2-core machine.
describe('SyncDeletePage', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Delete synced data' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading synced apps');
  });

  it('offers each synced app, apps being deleted left out, and counts the choice', async () => {
    mockFetch(
      answers({
        [TASKS]: {
          status: 200,
          body: { incompletedTasks: [incompletedTaskFixture(['contacts'])] },
        },
      }),
    );
    renderPage();
    const apps = await screen.findByRole('group', { name: 'Apps' });
    expect(
      within(apps)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent),
    ).toEqual(['Select all', 'Notes, 245.6 MB', 'Internet, 18.9 MB']);
    // As on the backup delete pages: Cancel, then Delete, which waits for a choice.
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(cancel.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(remove).toBeDisabled();

    await userEvent.click(within(apps).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 apps selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await userEvent.click(within(apps).getByRole('checkbox', { name: /^Notes,/ }));
    expect(screen.getByText('1 app selected')).toBeInTheDocument();
    expect(within(apps).getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  it('asks for the password first when no confirm token is held, keeping the choice', async () => {
    const { calls } = mockFetch(answers());
    const forms = captureFormSubmissions();
    renderPage();
    await choose('Notes', 'Internet');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]?.action).toBe('https://id.example.com/confirm-password');
    expect(calls.find((call) => call.path === '/auth/confirm-password')?.body).toEqual({
      returnTo: '/sync/delete',
    });
    expect(
      JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingSyncDeletion) ?? '{}'),
    ).toMatchObject({
      cids: ['notes', 'internet'],
    });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('with a confirm token, confirms, sends the erasure request and goes back to the list', async () => {
    holdConfirmToken();
    const table = answers();
    const { calls } = mockFetch(table);
    const { router, store } = renderPage();
    await choose('Notes', 'Internet');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // The lists are asked for again afterwards; here that fails, so what shows is the
    // page's own update from the accepted request.
    table[TASKS] = { status: 503, body: { rcode: 50300001, rmsg: 'down' } };

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the synced data of 2 apps?',
    });
    expect(dialog).toHaveTextContent(
      "The synced data of Notes and Internet will be deleted from your cloud. This can't be undone.",
    );
    expect(router.state.location.hash).toBe('#confirmationDialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Synced apps screen' })).toBeInTheDocument();
    const erase = calls.find((call) => call.method === 'DELETE');
    expect(erase?.body).toEqual({
      taskType: 'CSWEB_DATA_ERASURE',
      extendedRequest: ['notes', 'internet'],
    });
    expect(erase?.headers['x-sc-confirm-token']).toBe(TEST_CONFIRM_TOKEN);
    // One call is the whole run: it names its own batch, and the token is spent after it.
    expect(erase?.headers['x-portal-confirm-batch']).toMatch(/^[0-9a-f-]{36}$/);
    expect(currentConfirmToken()).toBeNull();
    expect(router.state.location.state).toEqual({ deletedSyncApps: ['notes', 'internet'] });
    expect(store.getState().selection.selectedIds).toEqual([]);
    // The deleted apps are now an unfinished task's: out of the list and the size at once.
    const tasks = store.getState().cloudApi.queries['getIncompletedTasks(undefined)']?.data;
    expect(tasks).toEqual([
      expect.objectContaining({ referenceId: 'ref-1', cids: ['notes', 'internet'] }),
    ]);
  });

  it('back from the password gate with the choice, asks to confirm straight away', async () => {
    holdConfirmToken();
    mockFetch(answers());
    renderPage({
      selection: { ...initialSelectionState, selectedIds: ['notes'], isRedirect: true },
    });
    expect(
      await screen.findByRole('alertdialog', { name: 'Delete the synced data of 1 app?' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      49512,
      'Try again later. If the problem keeps happening, contact customer service. (Error code: 49512)',
    ],
    [
      49209,
      'Try again later. If the problem keeps happening, contact customer service. (Error code: 49209)',
    ],
    [101901, 'Contact customer service for help. (Error code: 101901)'],
    [101902, 'Contact customer service for help. (Error code: 101902)'],
  ])('a refusal with rcode %i says what to do, with the code', async (rcode, message) => {
    holdConfirmToken();
    mockFetch(
      answers({ [ERASE]: { status: rcode > 100000 ? 403 : 400, body: { rcode, rmsg: 'no' } } }),
    );
    renderPage();
    await choose('Notes');
    await confirmDeletion();

    const error = await screen.findByRole('alertdialog', { name: "Couldn't delete your data" });
    expect(error).toHaveTextContent(message);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Notes,/ })).toBeChecked();
  });

  describeErasureRefusals({
    path: '/sync/delete',
    render: (status, rcode) => {
      holdConfirmToken();
      mockFetch(answers({ [ERASE]: { status, body: { rcode, rmsg: 'no' } } }));
      return renderPage({ auth: signedInAuthState() });
    },
    submit: async () => {
      await choose('Notes');
      await confirmDeletion();
    },
    codeText: (rcode) => `(Error code: ${rcode})`,
  });

  it('unticking an app keeps the others chosen, whatever order they were ticked in', async () => {
    mockFetch(answers());
    const { store } = renderPage();
    // Contacts comes before Notes on the list, but is ticked after it.
    await choose('Notes', 'Contacts');
    await choose('Contacts');
    const apps = screen.getByRole('group', { name: 'Apps' });
    expect(within(apps).getByRole('checkbox', { name: /^Notes,/ })).toBeChecked();
    expect(within(apps).getByRole('checkbox', { name: /^Contacts,/ })).not.toBeChecked();
    expect(store.getState().selection.selectedIds).toEqual(['notes']);
  });

  it('an expired confirm token is forgotten and the password asked for again', async () => {
    holdConfirmToken();
    const { calls } = mockFetch(
      answers({ [ERASE]: { status: 403, body: { rcode: 40305001, rmsg: 'expired' } } }),
    );
    const forms = captureFormSubmissions();
    renderPage();
    await choose('Internet');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(forms).toHaveLength(1));
    expect(currentConfirmToken()).toBeNull();
    expect(calls.filter((call) => call.path === '/auth/confirm-password')).toHaveLength(1);
  });

  it('says when there is nothing to delete', async () => {
    mockFetch(answers({ [QUOTA]: { status: 200, body: emptyQuotaUsageFixture() } }));
    renderPage();
    expect(await screen.findByText('There is no synced data to delete.')).toBeInTheDocument();
  });

  it('says when a load failed', async () => {
    mockFetch(answers({ [QUOTA]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } }));
    renderPage();
    expect(await screen.findByText("Synced apps couldn't be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
