import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  emailLinkConfirming,
  emailLinkInvalid,
  initialVerificationState,
  noRouteLeft,
  pendingRestored,
  routeSwitched,
  startAccepted,
  startRequested,
  stillPending,
  verificationExpired,
  verificationFailed,
  verificationReset,
  verified,
  verifiedChecked,
  type VerificationState,
} from './verification-slice';

const PENDING: VerificationState = {
  ...initialVerificationState,
  src: 'email',
  authCode: 'code-aaaaaaaaaaaaaaaa',
  expiresAt: 1_000_000,
  phase: 'pending',
};

const cases: readonly {
  name: string;
  from: VerificationState;
  action: UnknownAction;
  to: Partial<VerificationState>;
}[] = [
  {
    name: 'a start clears the last code and error, and keeps a pending request on show',
    from: { ...PENDING, code: 135002, isError: true },
    action: startRequested(),
    to: { phase: 'starting', code: null, isError: false, authCode: PENDING.authCode, src: 'email' },
  },
  {
    name: '202 takes the auth code, its window and its source',
    from: { ...initialVerificationState, phase: 'starting' },
    action: startAccepted({ authCode: 'code-bbbbbbbbbbbbbbbb', expiresAt: 2_000_000, src: 'mobile' }),
    to: { phase: 'pending', authCode: 'code-bbbbbbbbbbbbbbbb', expiresAt: 2_000_000, src: 'mobile', isError: false },
  },
  {
    name: '135607 switches to the mobile route without the error flag',
    from: { ...initialVerificationState, phase: 'starting' },
    action: routeSwitched({ src: 'mobile', code: 135607 }),
    to: { phase: 'starting', src: 'mobile', code: 135607, isError: false },
  },
  {
    name: '135601 sets the source to e-mail without the error flag',
    from: { ...initialVerificationState, src: 'mobile', phase: 'starting' },
    action: routeSwitched({ src: 'email', code: 135601 }),
    to: { src: 'email', code: 135601, isError: false },
  },
  {
    name: '135601 with no route left: source e-mail, nothing pending, no error flag',
    from: { ...PENDING, phase: 'starting' },
    action: noRouteLeft({ code: 135601 }),
    to: { phase: 'noRoute', src: 'email', code: 135601, authCode: null, expiresAt: null, isError: false },
  },
  {
    name: 'verified sets isVerified and forgets the pending request',
    from: PENDING,
    action: verified(),
    to: { phase: 'verified', isVerified: true, authCode: null, expiresAt: null, isError: false },
  },
  {
    name: 'a poll still pending (135001) changes nothing but the error flag',
    from: { ...PENDING, isError: true },
    action: stillPending(),
    to: { phase: 'pending', authCode: PENDING.authCode, isError: false },
  },
  {
    name: 'expiry from the server (135603) forgets the request and sets the error flag',
    from: PENDING,
    action: verificationExpired({ code: 135603 }),
    to: { phase: 'expired', authCode: null, expiresAt: null, code: 135603, isError: true, isVerified: false },
  },
  {
    name: "the page's own expiry timer forgets the request without the error flag",
    from: PENDING,
    action: verificationExpired({ code: null }),
    to: { phase: 'expired', authCode: null, expiresAt: null, code: null, isError: false },
  },
  {
    name: 'any other error clears the auth code and sets the error flag',
    from: PENDING,
    action: verificationFailed({ code: 135002 }),
    to: { phase: 'failed', authCode: null, expiresAt: null, code: 135002, isError: true },
  },
  {
    name: 'a failure without an rcode also sets the error flag',
    from: { ...initialVerificationState, phase: 'starting' },
    action: verificationFailed({ code: null }),
    to: { phase: 'failed', code: null, isError: true },
  },
  {
    name: 'isVerified true stores the flag and ends any request',
    from: PENDING,
    action: verifiedChecked(true),
    to: { isVerified: true, phase: 'verified', authCode: null },
  },
  {
    name: 'isVerified false clears the flag and keeps a pending request',
    from: { ...PENDING, isVerified: true },
    action: verifiedChecked(false),
    to: { isVerified: false, phase: 'pending', authCode: PENDING.authCode },
  },
  {
    name: 'isVerified false after a verification (withdrawn since) starts afresh',
    from: { ...initialVerificationState, isVerified: true, phase: 'verified' },
    action: verifiedChecked(false),
    to: initialVerificationState,
  },
  {
    name: 'a pending request kept in cookies is restored',
    from: initialVerificationState,
    action: pendingRestored({ authCode: 'code-cccccccccccccccc', expiresAt: 3_000_000, src: 'mobile' }),
    to: { phase: 'pending', authCode: 'code-cccccccccccccccc', expiresAt: 3_000_000, src: 'mobile' },
  },
  {
    name: 'a restore never replaces the request held in memory',
    from: PENDING,
    action: pendingRestored({ authCode: 'code-cccccccccccccccc', expiresAt: 3_000_000, src: 'mobile' }),
    to: PENDING,
  },
  {
    name: 'the e-mail link being confirmed sets the source to e-mail',
    from: initialVerificationState,
    action: emailLinkConfirming(),
    to: { phase: 'confirming', src: 'email', isError: false },
  },
  {
    name: 'an e-mail link that is not the portal’s sets the error flag',
    from: initialVerificationState,
    action: emailLinkInvalid(),
    to: { phase: 'invalidLink', src: 'email', isError: true },
  },
  {
    name: 'reset returns to the start, not verified',
    from: { ...PENDING, isVerified: true, code: 135603, isError: true },
    action: verificationReset(),
    to: initialVerificationState,
  },
];

describe('verification slice (spec §4 Web sign-in token flow)', () => {
  it.each(cases)('$name', ({ from, action, to }) => {
    const store = makeStore({ verification: from });
    store.dispatch(action);
    expect(store.getState().verification).toMatchObject(to);
  });

  it('starts idle and not verified', () => {
    expect(makeStore().getState().verification).toEqual(initialVerificationState);
  });
});
