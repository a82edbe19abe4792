import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockFetch } from '@/testing/fetch-mock';
import { confirmEmailVerification } from './confirm-email-verification';
import { emailLinkPathOf, type EmailLinkPath } from './email-link-path';
import { rememberVerified } from './verified-flag';

vi.mock('./verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const PATH_TEXT = '/api/auth/sc/verification/v1/email/AbCdEfGhIjKlMnOpQrStUv';
const PATH = emailLinkPathOf(`?signed=${encodeURIComponent(PATH_TEXT)}`) as EmailLinkPath;

describe('confirmEmailVerification (spec §7 signed URL)', () => {
  it('POSTs with no body to the signed path; 200 verifies', async () => {
    const { calls } = mockFetch({ [`POST ${PATH_TEXT}`]: { status: 200, body: { status: 'VERIFIED' } } });
    const store = makeStore();
    await expect(store.dispatch(confirmEmailVerification(PATH))).resolves.toBe('verified');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: PATH_TEXT, body: undefined })]);
    expect(store.getState().verification).toMatchObject({ isVerified: true, phase: 'verified', src: 'email' });
    expect(rememberVerified).toHaveBeenCalledWith(true);
  });

  it('400 135603: the link expired', async () => {
    mockFetch({ [`POST ${PATH_TEXT}`]: { status: 400, body: { rcode: 135603, rmsg: 'expired' } } });
    const store = makeStore();
    await expect(store.dispatch(confirmEmailVerification(PATH))).resolves.toBe('expired');
    expect(store.getState().verification).toMatchObject({ phase: 'expired', isVerified: false, isError: true, code: 135603 });
  });

  it('400 40000005: opened in another browser, nothing changes here', async () => {
    mockFetch({ [`POST ${PATH_TEXT}`]: { status: 400, body: { rcode: 40000005, rmsg: 'other browser' } } });
    const store = makeStore();
    await expect(store.dispatch(confirmEmailVerification(PATH))).resolves.toBe('otherBrowser');
    expect(store.getState().verification).toMatchObject({ phase: 'otherBrowser', isVerified: false, isError: true, code: 40000005 });
    expect(rememberVerified).not.toHaveBeenCalledWith(false);
  });

  it('404: an unknown link fails with the error flag', async () => {
    mockFetch({ [`POST ${PATH_TEXT}`]: { status: 404, body: { rcode: 40400001, rmsg: 'No such verification link.' } } });
    const store = makeStore();
    await expect(store.dispatch(confirmEmailVerification(PATH))).resolves.toBe('failed');
    expect(store.getState().verification).toMatchObject({ phase: 'failed', isError: true, code: 40400001 });
  });
});
