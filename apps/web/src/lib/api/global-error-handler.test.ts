import { describe, expect, it } from 'vitest';
import { HELP_ROUTES, PUBLIC_ROUTES, PortalRoutes } from '@cloud-portal/contract/portal-routes';
import {
  configureGlobalErrorEffects,
  decideGlobalErrorAction,
  handleGlobalError,
  IGNORED_403_RCODES,
  SKIPPED_401_RCODES,
  TOLERATED_400_RCODES,
  type GlobalErrorAction,
  type GlobalErrorContext,
} from './global-error-handler';
import { recordingErrorEffects } from '@/testing/recording-error-effects';

const onHome: GlobalErrorContext = {
  pathname: PortalRoutes.home,
  isTicketCall: false,
  isOffline: false,
  isProgressDialogOpen: false,
};

interface Row {
  row: string;
  status: number;
  rcode?: number | null;
  context?: Partial<GlobalErrorContext>;
  expected: GlobalErrorAction;
}

const ignore: GlobalErrorAction = { type: 'ignore' };
const signOut: GlobalErrorAction = { type: 'signOut' };
const goTo = (to: Extract<GlobalErrorAction, { type: 'goTo' }>['to']): GlobalErrorAction => ({
  type: 'goTo',
  to,
});

// One row per line of spec §8 "Global handling".
const rows: Row[] = [
  { row: 'ticket call is skipped', status: 500, context: { isTicketCall: true }, expected: ignore },
  {
    row: 'public page /login is skipped',
    status: 500,
    context: { pathname: PortalRoutes.login },
    expected: ignore,
  },
  {
    row: 'public page /logout is skipped',
    status: 404,
    context: { pathname: PortalRoutes.logout },
    expected: ignore,
  },
  {
    row: 'public page /timeout is skipped',
    status: 401,
    context: { pathname: PortalRoutes.timeout },
    expected: ignore,
  },
  ...HELP_ROUTES.map((pathname): Row => ({
    row: `public help page ${pathname} is skipped`,
    status: 502,
    context: { pathname },
    expected: ignore,
  })),
  {
    row: 'network failure while offline reloads',
    status: 0,
    context: { isOffline: true },
    expected: { type: 'reload' },
  },
  { row: 'network failure while online is left to the caller', status: 0, expected: ignore },
  { row: '400 19008 signs out', status: 400, rcode: 19008, expected: signOut },
  { row: '400 49202 signs out', status: 400, rcode: 49202, expected: signOut },
  {
    row: '400 other rcode goes to error400',
    status: 400,
    rcode: 40000001,
    expected: goTo(PortalRoutes.error400),
  },
  {
    row: '400 without rcode goes to error400',
    status: 400,
    rcode: null,
    expected: goTo(PortalRoutes.error400),
  },
  ...TOLERATED_400_RCODES.map((rcode): Row => ({
    row: `400 tolerated rcode ${rcode} is ignored`,
    status: 400,
    rcode,
    expected: ignore,
  })),
  ...SKIPPED_401_RCODES.map((rcode): Row => ({
    row: `401 rcode ${rcode} is skipped`,
    status: 401,
    rcode,
    expected: ignore,
  })),
  {
    row: '401 clears the session and goes to login',
    status: 401,
    rcode: 40100001,
    expected: { type: 'clearSessionAndGoTo', to: PortalRoutes.login },
  },
  {
    row: '401 on a protected sub-page clears the session too',
    status: 401,
    rcode: null,
    context: { pathname: PortalRoutes.backupDetail },
    expected: { type: 'clearSessionAndGoTo', to: PortalRoutes.login },
  },
  {
    row: '401 on an info page stays',
    status: 401,
    context: { pathname: PortalRoutes.infoE2ee },
    expected: ignore,
  },
  { row: '403 101901 signs out', status: 403, rcode: 101901, expected: signOut },
  {
    row: '403 101901 on the sync page does not sign out (plain 403)',
    status: 403,
    rcode: 101901,
    context: { pathname: PortalRoutes.sync },
    expected: goTo(PortalRoutes.error403),
  },
  {
    row: '403 101901 on the sync delete page does not sign out',
    status: 403,
    rcode: 101901,
    context: { pathname: PortalRoutes.syncDelete },
    expected: goTo(PortalRoutes.error403),
  },
  { row: '403 101902 signs out', status: 403, rcode: 101902, expected: signOut },
  {
    row: '403 101902 signs out on the sync page too',
    status: 403,
    rcode: 101902,
    context: { pathname: PortalRoutes.sync },
    expected: signOut,
  },
  { row: '403 101903 signs out', status: 403, rcode: 101903, expected: signOut },
  {
    row: '403 101403 removes the verified flag and verifies again',
    status: 403,
    rcode: 101403,
    expected: { type: 'removeVerifiedFlagAndGoTo', to: PortalRoutes.verification },
  },
  {
    row: '403 101001 removes the verified flag and verifies again',
    status: 403,
    rcode: 101001,
    expected: { type: 'removeVerifiedFlagAndGoTo', to: PortalRoutes.verification },
  },
  {
    row: '403 101920 goes to the locked page',
    status: 403,
    rcode: 101920,
    expected: goTo(PortalRoutes.error403Locked),
  },
  {
    row: '403 101921 goes to the locked page',
    status: 403,
    rcode: 101921,
    expected: goTo(PortalRoutes.error403Locked),
  },
  {
    row: '403 101922 goes to the locked page',
    status: 403,
    rcode: 101922,
    expected: goTo(PortalRoutes.error403Locked),
  },
  ...IGNORED_403_RCODES.map((rcode): Row => ({
    row: `403 rcode ${rcode} is ignored`,
    status: 403,
    rcode,
    expected: ignore,
  })),
  { row: '403 40305005 is ignored', status: 403, rcode: 40305005, expected: ignore },
  { row: '403 403e5 (40300000) is ignored', status: 403, rcode: 403e5, expected: ignore },
  {
    row: '403 other rcode goes to error403',
    status: 403,
    rcode: 40300108,
    expected: goTo(PortalRoutes.error403),
  },
  {
    row: '403 without rcode goes to error403',
    status: 403,
    rcode: null,
    expected: goTo(PortalRoutes.error403),
  },
  {
    row: '404 goes to error404',
    status: 404,
    rcode: 40400001,
    expected: goTo(PortalRoutes.error404),
  },
  {
    row: '500 goes to error500',
    status: 500,
    rcode: 50000001,
    expected: goTo(PortalRoutes.error500),
  },
  {
    row: '500 during a progress dialog stays',
    status: 500,
    context: { isProgressDialogOpen: true },
    expected: ignore,
  },
  { row: '502 goes to error502', status: 502, expected: goTo(PortalRoutes.error502) },
  { row: '503 goes to error503', status: 503, expected: goTo(PortalRoutes.error503) },
  { row: 'other statuses are left to the caller', status: 409, expected: ignore },
  ...[400, 401, 403, 404, 500, 502, 503].map((status): Row => ({
    row: `${status} on the locked page stays`,
    status,
    rcode: status === 403 ? 101920 : null,
    context: { pathname: PortalRoutes.error403Locked },
    expected: ignore,
  })),
];

describe('decideGlobalErrorAction (spec §8 Global handling)', () => {
  it.each(rows)('$row', ({ status, rcode = null, context = {}, expected }) => {
    expect(decideGlobalErrorAction({ status, rcode }, { ...onHome, ...context })).toEqual(expected);
  });

  // Which routes are public is the contract's (portal-routes.test.ts holds the spec's list).
  it('skips every public route (§2 Routing)', () => {
    expect(PUBLIC_ROUTES.length).toBeGreaterThan(0);
    for (const pathname of PUBLIC_ROUTES) {
      for (const status of [0, 400, 401, 403, 404, 500, 502, 503]) {
        expect(
          decideGlobalErrorAction({ status, rcode: null }, { ...onHome, pathname, isOffline: true }),
        ).toEqual(ignore);
      }
    }
  });

  it('tolerates exactly the 400 rcodes the spec lists, and the e-mail link opened in another browser', () => {
    expect([...TOLERATED_400_RCODES].sort((a, b) => a - b)).toEqual(
      [
        108307, 364301, 364106, 110541, 110542, 135601, 135607, 117002, 108305, 367001, 20003,
        110531, 364102, 110511, 135602, 135603, 111111, 40000005,
      ].sort((a, b) => a - b),
    );
  });
});

describe('handleGlobalError', () => {
  it('runs the decision with the configured effects', () => {
    const effects = recordingErrorEffects(PortalRoutes.home);
    const reset = configureGlobalErrorEffects(effects);
    try {
      handleGlobalError({ status: 401, rcode: null }, { isTicketCall: false });
      expect(effects.clearSession).toHaveBeenCalledOnce();
      expect(effects.navigate).toHaveBeenCalledWith(PortalRoutes.login);

      handleGlobalError({ status: 403, rcode: 101403 }, { isTicketCall: false });
      expect(effects.removeVerifiedFlag).toHaveBeenCalledOnce();
      expect(effects.navigate).toHaveBeenLastCalledWith(PortalRoutes.verification);

      handleGlobalError({ status: 400, rcode: 19008 }, { isTicketCall: false });
      expect(effects.signOut).toHaveBeenCalledOnce();
    } finally {
      reset();
    }
  });

  it('does nothing for a ticket call', () => {
    const effects = recordingErrorEffects(PortalRoutes.home);
    const reset = configureGlobalErrorEffects(effects);
    try {
      expect(handleGlobalError({ status: 500, rcode: null }, { isTicketCall: true })).toEqual(
        ignore,
      );
      expect(effects.navigate).not.toHaveBeenCalled();
    } finally {
      reset();
    }
  });
});
