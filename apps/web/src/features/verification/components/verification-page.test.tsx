import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { TEST_SESSION, signedInAuthState } from '@/testing/render';
import { clearPendingVerification } from '../pending-verification-cookies';
import { rememberReturnPage } from '../verification-return-page';
import { initialVerificationState } from '../verification-slice';
import { renderVerification } from '../testing/render-verification';

vi.mock('../verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const IS_VERIFIED = 'GET /api/auth/sc/verification/v1/tokens/web/isVerified';
const START_EMAIL = 'PUT /api/auth/sc/tokens/v1/web?authFlow=email';
const START_MOBILE = 'PUT /api/auth/sc/tokens/v1/web?authFlow=mobile';
const CODE = 'code-aaaaaaaaaaaaaaaa';
const POLL = `GET /api/auth/sc/tokens/v1/web?authCode=${CODE}`;
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

const notVerified: MockResponse = { status: 200, body: { isVerified: false } };
const pending = (): MockResponse => ({ status: 202, body: { authCode: CODE, status: 'PENDING', expiresAt: NOW + 300_000 } });

function user() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  clearPendingVerification();
});

describe('VerificationPage', { timeout: 20_000 }, () => {
  it('explains why, offers e-mail or phone and help, after asking the server', async () => {
    const { calls } = mockFetch({ [IS_VERIFIED]: notVerified });
    renderVerification('/verification');
    expect(await screen.findByRole('heading', { level: 1, name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.getByText(/web browser that hasn't been used with your account before/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me an e-mail' })).toHaveAccessibleDescription(/link to the e-mail address/);
    expect(screen.getByRole('button', { name: 'Approve on my phone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Having trouble confirming?' })).toHaveAttribute('href', '/verification/help');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/sc/verification/v1/tokens/web/isVerified']);
    await waitFor(() => expect(document.title).toBe("Confirm it's you – Cloud Portal"));
  });

  it('sends an already verified browser straight back to where it came from', async () => {
    rememberReturnPage('/devices');
    mockFetch({ [IS_VERIFIED]: { status: 200, body: { isVerified: true } } });
    renderVerification('/verification');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/devices');
  });

  it('remembers the page the user was on when sent here (the address before this navigation)', async () => {
    window.location.hash = '#/backup/detail?deviceId=phone-1';
    mockFetch({ [IS_VERIFIED]: { status: 200, body: { isVerified: true } } });
    renderVerification('/verification');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/backup/detail?deviceId=phone-1');
    window.location.hash = '';
  });

  it('while starting, says so on the chosen button', async () => {
    mockFetch({ [IS_VERIFIED]: notVerified });
    const { store } = renderVerification('/verification');
    const button = await screen.findByRole('button', { name: 'Send me an e-mail' });
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    await user().click(button);
    expect(screen.getByRole('button', { name: 'Send me an e-mail' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Starting the confirmation…')).toBeInTheDocument();
    expect(store.getState().verification.phase).toBe('starting');
  });

  it('e-mail: shows the pending state with the address and the countdown, polls every 5 seconds, then returns', async () => {
    rememberReturnPage('/backup');
    const { calls } = mockFetch({
      [IS_VERIFIED]: notVerified,
      [START_EMAIL]: pending(),
      [POLL]: { status: 401, body: { rcode: 135001, rmsg: 'pending' } },
    });
    renderVerification('/verification');
    await user().click(await screen.findByRole('button', { name: 'Send me an e-mail' }));

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(`We sent a confirmation link to ${TEST_SESSION.account.loginId}. Open it in this browser to continue.`)).toBeInTheDocument();
    expect(screen.getByText('Time left: 5:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve on my phone instead' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.filter((call) => call.path.includes('authCode='))).toHaveLength(1);
    expect(screen.getByText('Time left: 4:55')).toBeInTheDocument();

    mockFetch({ [POLL]: { status: 200, body: { status: 'VERIFIED' } } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/backup');
  });

  it('135607: approves on the phone instead, saying why', async () => {
    mockFetch({
      [IS_VERIFIED]: notVerified,
      [START_EMAIL]: { status: 400, body: { rcode: 135607, rmsg: 'use a device' } },
      [START_MOBILE]: pending(),
    });
    renderVerification('/verification', {
      auth: signedInAuthState({ ...TEST_SESSION, account: { ...TEST_SESSION.account, validatedEmail: false } }),
    });
    await user().click(await screen.findByRole('button', { name: 'Send me an e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Approve on your phone' })).toBeInTheDocument();
    expect(screen.getByText(/has no confirmed e-mail address, so approve this sign-in on your phone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send an e-mail instead' })).not.toBeInTheDocument();
  });

  it('135601 on the e-mail route: explains that there is no way to confirm', async () => {
    mockFetch({ [IS_VERIFIED]: notVerified, [START_EMAIL]: { status: 400, body: { rcode: 135601, rmsg: 'no e-mail' } } });
    renderVerification('/verification');
    await user().click(await screen.findByRole('button', { name: 'Send me an e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We can't confirm this sign-in");
  });

  it('an error says so and offers both ways again', async () => {
    mockFetch({ [IS_VERIFIED]: notVerified, [START_MOBILE]: { status: 401, body: { rcode: 135002, rmsg: 'x' } } });
    const { store } = renderVerification('/verification');
    await user().click(await screen.findByRole('button', { name: 'Approve on my phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Approve on my phone' })).toBeInTheDocument();
    expect(store.getState().verification.isError).toBe(true);
  });

  it('an expired request says so', async () => {
    mockFetch({ [IS_VERIFIED]: notVerified });
    renderVerification('/verification', { verification: { ...initialVerificationState, phase: 'expired' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The request expired');
  });

  it('when the window passes on the page, goes back to #/ (spec §4 Verification time-out)', async () => {
    mockFetch({ [IS_VERIFIED]: notVerified, [START_MOBILE]: pending(), [POLL]: { status: 401, body: { rcode: 135001, rmsg: 'pending' } } });
    const { store } = renderVerification('/verification');
    await user().click(await screen.findByRole('button', { name: 'Approve on my phone' }));
    await screen.findByRole('heading', { name: 'Approve on your phone' });
    // The poll never answers: only the page's own timer acts.
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));

    await act(() => vi.advanceTimersByTimeAsync(241_000));
    expect(screen.getByText('Less than a minute left. Select Resend to get more time.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent(/^\/$/));
    expect(store.getState().verification).toMatchObject({ phase: 'expired', authCode: null });
  });
});
