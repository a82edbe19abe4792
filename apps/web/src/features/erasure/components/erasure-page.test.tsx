import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncompletedTask } from '@cloud-portal/contract/erasure';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { currentConfirmToken, forgetConfirmToken } from '@/lib/api/confirm-token';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { holdConfirmToken, TEST_CONFIRM_TOKEN } from '@/testing/confirm-token';
import { describeErasureRefusals } from '@/testing/erasure-refusals';
import { bodyOf, callOf, captureFormSubmissions } from '@/testing/fetch-mock';
import { renderRoutes, renderWithProviders, signedInAuthState } from '@/testing/render';
import { erasureRoutes } from '../erasure-routes';
import { savePendingErasure } from '../pending-erasure';
import { ErasurePage } from './erasure-page';

const NOTES_IDS = ['Hq8sD2fJ6a', 'nV5tY1gK9e'];
const MEMO_IDS = ['Zb6mC3xW8r', 'u2LpQ7hS4d'];
const WIFI_ID = 'Lp1cS9vH6y';
const STARTED = Date.UTC(2026, 2, 3, 10, 0);

function task(cids: string[], referenceId = 'task-1'): IncompletedTask {
  return {
    referenceId,
    taskType: 'CSWEB_DATA_ERASURE',
    startedAt: STARTED,
    expiryAt: STARTED + 30 * DAY_IN_MS,
    cids,
  };
}

const USAGE = {
  quota_info: { cnt: 0, default_cnt: 0, default_size: 0, is_payment: true, size: 0 },
  total_info: { size: 0, cnt: 0 },
  usage_info: [
    { cid: 'notes', name: 'Notes', size: 1000, cnt: 12, quota_check: true, cid_type: 'SYNC' },
    { cid: 'contacts', name: 'Contacts', size: 1000, cnt: 1, quota_check: true, cid_type: 'SYNC' },
    { cid: 'gallery', name: 'Gallery', size: 1000, cnt: 45, quota_check: true, cid_type: 'DEFAULT' },
  ],
};

interface Answer {
  status: number;
  body?: unknown;
}

interface ServerOptions {
  tasks?: IncompletedTask[] | Answer | 'pending';
  erasure?: Answer;
  /** Ids the server adds to what it is sent (as it does for paired ids). */
  adds?: string[];
}

/** The erasure calls behind `fetch`: an accepted request joins the unfinished tasks. */
function mockErasureServer(options: ServerOptions = {}) {
  let tasks = Array.isArray(options.tasks) ? options.tasks : [task([MEMO_IDS[0] ?? ''])];
  const erasures: { body: unknown; token: string | null }[] = [];
  const confirmations: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = callOf(input, init);
      const key = `${call.method} ${call.path}`;
      const headers = new Headers(call.headers);
      const body = await bodyOf(input, init);
      let answer: Answer;
      if (key === 'GET /api/lgi/eos/v1/task/incompleted') {
        if (options.tasks === 'pending') return new Promise<Response>(() => undefined);
        answer =
          options.tasks && !Array.isArray(options.tasks)
            ? options.tasks
            : { status: 200, body: { incompletedTasks: tasks } };
      } else if (key === 'GET /api/quota/v3/usage') {
        answer = { status: 200, body: USAGE };
      } else if (key === 'DELETE /api/lgi/eos/v1/data') {
        erasures.push({ body, token: headers.get('x-sc-confirm-token') });
        if (options.erasure) {
          answer = options.erasure;
        } else {
          const sent = (body as { extendedRequest: string[] }).extendedRequest;
          const accepted = { ...task([...sent, ...(options.adds ?? [])], 'ref-new'), startedAt: Date.UTC(2026, 2, 5) };
          accepted.expiryAt = accepted.startedAt + 30 * DAY_IN_MS;
          tasks = [...tasks, accepted];
          answer = {
            status: 202,
            body: { ...accepted, cids: undefined, extendedRequest: accepted.cids },
          };
        }
      } else if (key === 'POST /auth/confirm-password') {
        confirmations.push(body);
        answer = {
          status: 200,
          body: { action: 'https://id.example.com/confirm-password', method: 'GET', fields: { state: 's' } },
        };
      } else {
        throw new Error(`No mock answer for ${key}`);
      }
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { erasures, confirmations };
}

afterEach(() => {
  forgetConfirmToken();
});

function renderErasure() {
  return renderRoutes((store) => erasureRoutes(store), {
    route: '/erasure',
    preloadedState: { auth: signedInAuthState() },
  });
}

async function choices() {
  return screen.findByRole('group', { name: 'Data to erase' });
}

// Whole-screen journeys with many renders: slow on a busy machine.
describe('ErasurePage', { timeout: 20_000 }, () => {
  it('lists the kinds of data with counts, fixed text and notes, and the requests in progress', async () => {
    mockErasureServer();
    renderErasure();

    expect(await screen.findByRole('heading', { level: 1, name: 'Erase your data' })).toBeInTheDocument();
    expect(document.title).toBe('Erase your data – Cloud Portal');
    expect(screen.getByText('An erasure request is carried out within 30 days.')).toBeInTheDocument();

    const group = await choices();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(group).getByRole('checkbox', { name: 'Notes' })).toHaveAccessibleDescription('12 notes');
    expect(within(group).getByRole('checkbox', { name: 'Contacts' })).toHaveAccessibleDescription('1 contact');
    expect(within(group).getByRole('checkbox', { name: 'Gallery' })).toHaveAccessibleDescription('45 photos and videos');
    expect(within(group).getByRole('checkbox', { name: 'Calendar' })).toHaveAccessibleDescription('0 events');
    expect(within(group).getByRole('checkbox', { name: 'Pass sign-in data' })).toHaveAccessibleDescription(
      'Saved sign-in details',
    );
    expect(within(group).getByRole('checkbox', { name: 'Wi-Fi' })).toHaveAccessibleDescription(
      /^Saved networks and their passwords Your devices keep/,
    );
    // One of the two memo ids is being erased: the rest can still be chosen.
    expect(within(group).getByRole('checkbox', { name: 'Memos' })).toBeEnabled();

    const requests = screen.getByRole('region', { name: 'Requests in progress' });
    const item = within(requests).getByRole('listitem');
    expect(item).toHaveTextContent('Memos');
    expect(item).toHaveTextContent('Requested 03/03/2026');
    expect(item).toHaveTextContent('To be erased by 04/02/2026');
  });

  it('does not offer a kind whose data is all being erased', async () => {
    mockErasureServer({ tasks: [task(MEMO_IDS)] });
    renderErasure();
    const memos = within(await choices()).getByRole('checkbox', { name: 'Memos' });
    expect(memos).toBeDisabled();
    expect(memos).toHaveAccessibleDescription('Erasure in progress');
  });

  it('shows a deletion started from Synced apps as a request in progress, and does not offer its data again', async () => {
    // Synced apps' Delete asks for the app's sync cid ('notes'), not the Notes category's ids.
    mockErasureServer({ tasks: [task(['notes'])] });
    renderErasure();
    const notes = within(await choices()).getByRole('checkbox', { name: 'Notes' });
    expect(notes).toBeDisabled();
    expect(notes).toHaveAccessibleDescription('Erasure in progress');
    const requests = screen.getByRole('region', { name: 'Requests in progress' });
    expect(within(requests).getByRole('listitem')).toHaveTextContent('Notes');
  });

  it('shows the lists loading while the requests in progress are on the way', () => {
    mockErasureServer({ tasks: 'pending' });
    // The route waits for its loader; the screen alone shows its loading state.
    renderWithProviders(<ErasurePage />, { route: '/erasure' });
    expect(screen.getByText('Loading your data')).toBeInTheDocument();
    expect(screen.getByText('Loading your erasure requests')).toBeInTheDocument();
  });

  it('says so when no request is in progress', async () => {
    mockErasureServer({ tasks: [] });
    renderErasure();
    expect(await screen.findByText('You have no erasure requests in progress.')).toBeInTheDocument();
  });

  it('says so when the requests in progress cannot be loaded, and still lets the user choose', async () => {
    mockErasureServer({ tasks: { status: 500, body: { rcode: 50000001, rmsg: 'down' } } });
    renderErasure();
    expect(await screen.findByText("Your erasure requests couldn't be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await choices()).toBeInTheDocument();
  });

  it('asks for a choice first', async () => {
    const user = userEvent.setup();
    const { erasures } = mockErasureServer();
    renderErasure();
    await choices();
    await user.click(screen.getByRole('button', { name: 'Erase selected data' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one kind of data to erase.');
    expect(erasures).toEqual([]);
  });

  it('leaves for the password gate when no confirm token is held, keeping the choice', async () => {
    const user = userEvent.setup();
    const { confirmations, erasures } = mockErasureServer();
    const submitted = captureFormSubmissions();
    renderErasure();
    await user.click(within(await choices()).getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('button', { name: 'Erase selected data' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(confirmations).toEqual([{ returnTo: '/erasure' }]);
    expect(submitted[0]?.action).toBe('https://id.example.com/confirm-password');
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingErasure) ?? '{}')).toMatchObject({
      kinds: ['wifi'],
    });
    expect(erasures).toEqual([]);
  });

  it('requests erasure after the confirmation in #confirmationDialog and shows it pending', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const { erasures } = mockErasureServer({ adds: ['o5NbW1cY6j'] });
    const { router } = renderErasure();
    const group = await choices();
    await user.click(within(group).getByRole('checkbox', { name: 'Notes' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('button', { name: 'Erase selected data' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this data?' });
    expect(router.state.location.hash).toBe('#confirmationDialog');
    expect(dialog).toHaveTextContent("Notes and Wi-Fi will be erased from the cloud. This can't be undone.");
    expect(erasures).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    const result = await screen.findByRole('region', { name: 'Erasure requested' });
    expect(erasures).toEqual([
      {
        body: { taskType: 'CSWEB_DATA_ERASURE', extendedRequest: [...NOTES_IDS, WIFI_ID] },
        token: TEST_CONFIRM_TOKEN,
      },
    ]);
    expect(result).toHaveTextContent('Your data will be erased by 04/04/2026.');
    expect(result).toHaveTextContent('Being erased: Notes, Wi-Fi, and Gallery');
    expect(result).toHaveTextContent('Also erased, because it is stored together with what you chose: Gallery');
    expect(screen.getByRole('status')).toHaveTextContent('Erasure requested. Your data will be erased by 04/04/2026.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const requests = screen.getByRole('region', { name: 'Requests in progress' });
    await waitFor(() => expect(within(requests).getAllByRole('listitem')).toHaveLength(2));
    expect(within(requests).getAllByRole('listitem')[1]).toHaveTextContent('To be erased by 04/04/2026');
    expect(within(await choices()).getByRole('checkbox', { name: 'Notes' })).toBeDisabled();
  });

  it('comes back from the password gate with the choice and asks for the confirmation', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    savePendingErasure(['health']);
    mockErasureServer();
    renderErasure();
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase this data?' });
    expect(dialog).toHaveTextContent('Health will be erased from the cloud.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(await choices()).getByRole('checkbox', { name: 'Health' })).toBeChecked();
  });

  it.each([
    [400, 49512, 'Try again later. If the problem keeps happening, contact customer service. Error code 49512'],
    [400, 49209, 'Try again later. If the problem keeps happening, contact customer service. Error code 49209'],
    [403, 101901, 'Contact customer service for help. Error code 101901'],
    [403, 101902, 'Contact customer service for help. Error code 101902'],
    [500, 50000001, 'Something went wrong. Try again later. Error code 50000001'],
  ])('shows "Couldn\'t delete your data" for a %i %i', async (status, rcode, message) => {
    const user = userEvent.setup();
    holdConfirmToken();
    mockErasureServer({ erasure: { status, body: { rcode, rmsg: 'refused' } } });
    renderErasure();
    await user.click(within(await choices()).getByRole('checkbox', { name: 'Health' }));
    await user.click(screen.getByRole('button', { name: 'Erase selected data' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Erase this data?' })).getByRole('button', { name: 'Erase' }));

    const dialog = await screen.findByRole('alertdialog', { name: "Couldn't delete your data" });
    expect(dialog).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Erasure requested' })).not.toBeInTheDocument();
  });

  describeErasureRefusals({
    path: '/erasure',
    render: (status, rcode) => {
      holdConfirmToken();
      mockErasureServer({ erasure: { status, body: { rcode, rmsg: 'refused' } } });
      return renderErasure();
    },
    submit: async () => {
      const user = userEvent.setup();
      await user.click(within(await choices()).getByRole('checkbox', { name: 'Health' }));
      await user.click(screen.getByRole('button', { name: 'Erase selected data' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Erase this data?' })).getByRole('button', { name: 'Erase' }));
    },
    codeText: (rcode) => `Error code ${rcode}`,
  });

  it('asks for the password again when the confirm token is refused', async () => {
    const user = userEvent.setup();
    holdConfirmToken('expired');
    const { confirmations } = mockErasureServer({
      erasure: { status: 403, body: { rcode: 40305001, rmsg: 'confirm token required' } },
    });
    const submitted = captureFormSubmissions();
    renderErasure();
    await user.click(within(await choices()).getByRole('checkbox', { name: 'Health' }));
    await user.click(screen.getByRole('button', { name: 'Erase selected data' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(confirmations).toEqual([{ returnTo: '/erasure' }]);
    expect(currentConfirmToken()).toBeNull();
    expect(screen.queryByRole('alertdialog', { name: "Couldn't delete your data" })).not.toBeInTheDocument();
  });
});
