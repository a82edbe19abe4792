import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { clearPendingVerification, readPendingVerification, writePendingVerification } from '../pending-verification-cookies';
import { rememberReturnPage } from '../verification-return-page';
import { renderVerification } from '../testing/render-verification';

vi.mock('../verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const LINK_PATH = `/api/auth/sc/verification/v1/email/${TOKEN}`;
const LINK_ROUTE = `/verification-processing?signed=${encodeURIComponent(LINK_PATH)}`;
const CODE = 'code-aaaaaaaaaaaaaaaa';
const POLL = `GET /api/auth/sc/tokens/v1/web?authCode=${CODE}`;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  clearPendingVerification();
});

describe('VerificationProcessingPage', { timeout: 20_000 }, () => {
  it('shows a spinner while the e-mail link is confirmed', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderVerification(LINK_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your sign-in…');
  });

  it('POSTs the signed path with no body, then shows the sign-in as confirmed', async () => {
    const { calls } = mockFetch({ [`POST ${LINK_PATH}`]: { status: 200, body: { status: 'VERIFIED' } } });
    const { router, store } = renderVerification(LINK_ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in confirmed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification-complete');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: LINK_PATH, body: undefined })]);
    expect(store.getState().verification).toMatchObject({ isVerified: true, src: 'email' });
  });

  it('an expired link says so and offers to start again', async () => {
    mockFetch({ [`POST ${LINK_PATH}`]: { status: 400, body: { rcode: 135603, rmsg: 'expired' } } });
    renderVerification(LINK_ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has expired.');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/verification');
  });

  it('a link opened in another browser says to open it in the asking browser, and changes nothing here', async () => {
    writePendingVerification({ authCode: CODE, expiresAt: Date.now() + 300_000, src: 'mobile' });
    mockFetch({ [`POST ${LINK_PATH}`]: { status: 400, body: { rcode: 40000005, rmsg: 'other browser' } } });
    const { router, store } = renderVerification(LINK_ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link works only in the browser where you asked for the confirmation e-mail. Open it in that browser. Nothing was changed in this browser.',
    );
    // Not the error page, and no offer to verify this browser instead.
    expect(router.state.location.pathname).toBe('/verification-processing');
    expect(screen.queryByRole('link', { name: 'Start again' })).not.toBeInTheDocument();
    expect(store.getState().verification).toMatchObject({ isVerified: false, phase: 'otherBrowser', code: 40000005 });
    // This browser's own pending request is kept.
    expect(readPendingVerification()).toMatchObject({ authCode: CODE, src: 'mobile' });
  });

  it.each([
    ['an absolute URL', `https://evil.example${LINK_PATH}`],
    ['another path', '/api/backup/v4/devices/phone-1'],
    ['an empty value', ''],
  ])('refuses %s without making any call', async (_name, signed) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderVerification(`/verification-processing?signed=${encodeURIComponent(signed)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent("This link isn't complete or isn't valid.");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().verification.isError).toBe(true);
  });

  it('without a link or a pending request, says nothing is waiting', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderVerification('/verification-processing');
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing is waiting for confirmation on this browser.');
  });

  it('without a link, waits for the pending request kept in cookies and returns once verified', async () => {
    rememberReturnPage('/sync');
    writePendingVerification({ authCode: CODE, expiresAt: Date.now() + 300_000, src: 'mobile' });
    const { calls } = mockFetch({ [POLL]: { status: 200, body: { status: 'VERIFIED' } } });
    renderVerification('/verification-processing');
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for your confirmation…');
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/sync');
    expect(calls).toHaveLength(1);
  });
});
