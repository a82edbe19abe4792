import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrowserSession, SecurityEvent } from '@cloud-portal/contract/security';
import { wireGlobalErrorHandling } from '@/app/global-error-effects';
import { renderRoutes, renderWithProviders, signedInAuthState } from '@/testing/render';
import { securityRoutes } from '../security-routes';
import { BrowserSessionsSection } from './browser-sessions-section';
import { SecurityEventsSection } from './security-events-section';
import { bodyOf, callOf } from '@/testing/fetch-mock';

interface Answer {
  status: number;
  body?: unknown;
}

const HERE: BrowserSession = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  browserName: 'Chrome',
  browserVersion: '131',
  systemName: 'Windows',
  systemVersion: '10',
  ip: '203.0.113.7',
  place: null,
  signedInAt: Date.UTC(2026, 10, 20, 8, 15),
  lastActiveAt: Date.UTC(2026, 10, 25, 16, 40),
  thisBrowser: true,
  verified: true,
};
const PHONE: BrowserSession = {
  ...HERE,
  sessionId: '22222222-2222-4222-8222-222222222222',
  browserName: 'Samsung Internet for Android',
  browserVersion: '26',
  systemName: 'Android',
  systemVersion: '14',
  ip: '198.51.100.20',
  place: 'Lyon, France',
  lastActiveAt: Date.UTC(2026, 10, 24, 9, 5),
  thisBrowser: false,
  verified: true,
};
const UNKNOWN: BrowserSession = {
  ...HERE,
  sessionId: '33333333-3333-4333-8333-333333333333',
  browserName: null,
  browserVersion: null,
  systemName: null,
  systemVersion: null,
  ip: null,
  thisBrowser: false,
  verified: false,
};
const EVENTS: SecurityEvent[] = [
  {
    eventId: 'e3',
    type: 'dataDeleted',
    subject: 'temporaryBackup',
    occurredAt: Date.UTC(2026, 10, 25, 16, 30),
    browserName: 'Chrome',
    systemName: 'Windows',
    ip: '203.0.113.7',
  },
  {
    eventId: 'e2',
    type: 'verificationFailed',
    subject: 'emailLinkExpired',
    occurredAt: Date.UTC(2026, 10, 22, 7, 0),
    browserName: null,
    systemName: null,
    ip: '198.51.100.20',
  },
  {
    eventId: 'e1',
    type: 'signedIn',
    occurredAt: Date.UTC(2026, 10, 20, 8, 15),
    browserName: 'Chrome',
    systemName: 'Windows',
    ip: '203.0.113.7',
  },
];

/**
 * A small security API: ending a browser removes it from the list and adds an event, as
 * the real one does, so the page's refetch shows the change. `overrides` replaces answers
 * by `METHOD /path`.
 */
function mockSecurityServer(overrides: Record<string, Answer | 'pending'> = {}) {
  let sessions = [HERE, PHONE, UNKNOWN];
  let events = [...EVENTS];
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const reads: string[] = [];
  const sessionsEnded = (count: number): SecurityEvent => ({
    eventId: `ended-${events.length}`,
    type: 'sessionsEnded',
    count,
    occurredAt: Date.UTC(2026, 10, 25, 17, 0),
    browserName: 'Chrome',
    systemName: 'Windows',
    ip: '203.0.113.7',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const { method, path } = callOf(input, init);
      const key = `${method} ${path}`;
      const body = await bodyOf(input, init);
      if (method === 'GET') reads.push(path);
      else
        calls.push({
          method,
          path,
          ...(body !== undefined && { body }),
        });
      const override = overrides[key];
      if (override === 'pending') return new Promise<Response>(() => undefined);
      let answer: Answer | undefined = override;
      if (!answer) {
        if (key === 'GET /api/security/v1/sessions') answer = { status: 200, body: { sessions } };
        else if (key === 'GET /api/security/v1/events') answer = { status: 200, body: { events } };
        else if (key === 'POST /api/security/v1/sessions/end-others') {
          const ended = sessions.filter((session) => !session.thisBrowser).length;
          sessions = sessions.filter((session) => session.thisBrowser);
          events = [sessionsEnded(ended), ...events];
          answer = { status: 200, body: { ended } };
        } else if (method === 'DELETE' && path.startsWith('/api/security/v1/sessions/')) {
          const sessionId = path.split('/').pop();
          sessions = sessions.filter((session) => session.sessionId !== sessionId);
          events = [sessionsEnded(1), ...events];
          answer = { status: 200, body: { sessionId } };
        }
      }
      if (!answer) throw new Error(`No mock answer for ${key}`);
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, reads };
}

function renderSecurity() {
  return renderRoutes((store) => securityRoutes(store), {
    route: '/security',
    preloadedState: { auth: signedInAuthState() },
  });
}

/** Its visible text is "Sign out"; the browser's name follows for screen readers. */
const SIGN_OUT_PHONE = /^Sign out\s*Samsung Internet for Android 26 on Android 14$/;
const sessionsSection = () => screen.getByRole('region', { name: "Where you're signed in" });
const eventsSection = () => screen.getByRole('region', { name: 'Recent security events' });
const browserCard = (name: string) => within(sessionsSection()).getByRole('listitem', { name });

// Whole-screen journeys with many renders: slow on a busy machine.
describe('SecurityPage', { timeout: 20_000 }, () => {
  it('lists every signed-in browser, this one first, and the recent events newest first', async () => {
    mockSecurityServer();
    renderSecurity();

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Security – Cloud Portal'));

    const cards = within(sessionsSection()).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Chrome 131 on Windows 10',
      'Samsung Internet for Android 26 on Android 14',
      'Unknown browser',
    ]);
    const here = browserCard('Chrome 131 on Windows 10');
    expect(within(here).getByText('This browser')).toBeInTheDocument();
    expect(within(here).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(here).getByText('11/20/2026 08:15')).toBeInTheDocument();
    expect(within(here).getByText('11/25/2026 16:40')).toBeInTheDocument();
    expect(within(here).getByText('Verified')).toBeInTheDocument();
    // This browser signs out from the drawer, not here.
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();

    const phone = browserCard('Samsung Internet for Android 26 on Android 14');
    // A configured lookup gives a place instead of the address.
    expect(within(phone).getByText('Lyon, France')).toBeInTheDocument();
    expect(within(phone).queryByText('198.51.100.20')).not.toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: SIGN_OUT_PHONE })).toBeInTheDocument();
    const unknown = browserCard('Unknown browser');
    expect(within(unknown).getByText('Not verified')).toBeInTheDocument();
    expect(within(unknown).getByText('Unknown')).toBeInTheDocument();

    expect(
      within(eventsSection())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'A temporary backup was deleted',
      'Verification failed: the e-mail link had expired',
      'Signed in',
    ]);
    expect(within(eventsSection()).getAllByText('Chrome on Windows · 203.0.113.7')).toHaveLength(2);
  });

  it('shows each section loading while its data is on the way', () => {
    mockSecurityServer({
      'GET /api/security/v1/sessions': 'pending',
      'GET /api/security/v1/events': 'pending',
    });
    // The route waits for its loader; render its sections alone to see them load.
    renderWithProviders(
      <>
        <BrowserSessionsSection />
        <SecurityEventsSection />
      </>,
    );
    expect(screen.getByText('Loading signed-in browsers')).toBeInTheDocument();
    expect(screen.getByText('Loading security events')).toBeInTheDocument();
  });

  it('says so when nothing happened in 90 days', async () => {
    mockSecurityServer({ 'GET /api/security/v1/events': { status: 200, body: { events: [] } } });
    renderSecurity();
    expect(
      await screen.findByText('Nothing has happened in the last 90 days.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads it again', async () => {
    const user = userEvent.setup();
    const { reads } = mockSecurityServer({
      'GET /api/security/v1/sessions': { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    });
    renderSecurity();
    // The loader's failed read, then the section's own when it shows (RTK Query reads a failed query again).
    await waitFor(() =>
      expect(reads.filter((path) => path === '/api/security/v1/sessions')).toHaveLength(2),
    );
    expect(
      await screen.findByText("The signed-in browsers couldn't be loaded."),
    ).toBeInTheDocument();
    // The other section does not wait for the failed one.
    expect(within(eventsSection()).getByText('Signed in')).toBeInTheDocument();

    mockSecurityServer();
    await user.click(within(sessionsSection()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(sessionsSection()).findByRole('heading', { name: 'Chrome 131 on Windows 10' }),
    ).toBeInTheDocument();
  });

  it('signs one browser out from the keyboard: the list and the events are read again, and the page says what happened', async () => {
    const user = userEvent.setup();
    const { calls } = mockSecurityServer();
    renderSecurity();
    const signOut = await screen.findByRole('button', { name: SIGN_OUT_PHONE });

    signOut.focus();
    await user.keyboard('{Enter}');

    expect(await within(sessionsSection()).findByRole('status')).toHaveTextContent(
      'Samsung Internet for Android 26 on Android 14 was signed out.',
    );
    expect(calls).toEqual([
      { method: 'DELETE', path: `/api/security/v1/sessions/${PHONE.sessionId}` },
    ]);
    await waitFor(() => expect(within(sessionsSection()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 2, name: "Where you're signed in" })).toHaveFocus();
    expect(await within(eventsSection()).findByText('Browsers signed out: 1')).toBeInTheDocument();
  });

  it('signs out everywhere else, leaving only this browser', async () => {
    const user = userEvent.setup();
    const { calls } = mockSecurityServer();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));

    expect(await within(sessionsSection()).findByRole('status')).toHaveTextContent(
      'Other browsers signed out: 2.',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/security/v1/sessions/end-others', body: {} },
    ]);
    await waitFor(() => expect(within(sessionsSection()).getAllByRole('listitem')).toHaveLength(1));
    // Nothing else to sign out.
    expect(
      screen.queryByRole('button', { name: 'Sign out everywhere else' }),
    ).not.toBeInTheDocument();
  });

  describe("with the app's global error handling wired", () => {
    let unwire: () => void = () => undefined;
    afterEach(() => unwire());

    it('a browser already signed out (404) is said so on the page, not on the not-found page', async () => {
      const user = userEvent.setup();
      mockSecurityServer({
        [`DELETE /api/security/v1/sessions/${PHONE.sessionId}`]: {
          status: 404,
          body: { rcode: 40400001, rmsg: 'gone' },
        },
      });
      const { router, store } = renderSecurity();
      unwire = wireGlobalErrorHandling(router, store);
      await user.click(await screen.findByRole('button', { name: SIGN_OUT_PHONE }));

      expect(await within(sessionsSection()).findByRole('status')).toHaveTextContent(
        'That browser was already signed out.',
      );
      expect(router.state.location.pathname).toBe('/security');
    });
  });

  it('says a failed sign-out with its rcode', async () => {
    const user = userEvent.setup();
    mockSecurityServer({
      'POST /api/security/v1/sessions/end-others': {
        status: 409,
        body: { rcode: 40900001, rmsg: 'busy' },
      },
    });
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(sessionsSection()).findByRole('status')).toHaveTextContent(
      "The browser couldn't be signed out. Try again. Error code 40900001",
    );
    expect(within(sessionsSection()).getAllByRole('listitem')).toHaveLength(3);
  });
});
