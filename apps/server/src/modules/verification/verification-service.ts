import { buildPath } from '@cloud-portal/contract/endpoint';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { confirmWebSignInByEmail as emailLinkEndpoint, type AuthFlow } from '@cloud-portal/contract/web-sign-in';
import { DAY_IN_MS, EMAIL_VERIFICATION_WINDOW_MS } from '@cloud-portal/domain/constants';
import type { Account } from '../../auth/account-repository';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../mail/mailer';
import { findDevice, listDevices, type DeviceRow } from '../devices/device-registry';
import { webSignInConfirmationEmail } from './verification-email';
import type { WebSignInVerificationSettings } from './verification-policy';
import {
  deleteRequestsExpiredBefore,
  findAccountRequestByEmailTokenHash,
  findBrowserVerifiedAt,
  findNewestPendingMobileRequest,
  findRequestByAuthCodeHash,
  hasPendingRequestSince,
  insertWebSignInRequest,
  markRequestVerified,
  type WebSignInRequestRow,
} from './verification-repository';

export type Verified = { status: 'VERIFIED' };
export type PendingVerification = { status: 'PENDING'; authCode: string; expiresAt: number };

const VERIFIED: Verified = { status: 'VERIFIED' };

/**
 * How long a request waits for its confirmation. The spec names one window (5 minutes, for
 * the e-mail link); a device approval gets the same, so both flows behave alike on screen.
 */
export const WEB_SIGN_IN_WINDOW_MS = EMAIL_VERIFICATION_WINDOW_MS;

/** Finished requests are kept this long after expiry, so a late poll or a second click still gets its answer. */
const KEEP_FINISHED_REQUESTS_MS = DAY_IN_MS;

/**
 * A browser asking again on the same route this soon after its last request, while that
 * one still waits, is refused (135602): no flood of e-mails or phone prompts, and the
 * request on show stays valid. Switching to the other route is never held back.
 */
export const RESTART_COOL_DOWN_MS = 30_000;

/** Where a browser stands with the account: verified, never verified, or verified too long ago (101001). */
export type BrowserVerification = 'verified' | 'unverified' | 'lapsed';

export type VerifyingAccount = Pick<Account, 'id' | 'displayName' | 'loginId' | 'validatedEmail'>;

export interface WebSignInStartContext extends WebSignInVerificationSettings {
  db: Db;
  mailer: Mailer;
  /** The portal's address; the e-mail link is built from it. */
  publicUrl: string;
}

/** Whether the account verified this browser, and not too long ago (always verified under `always-verified`). */
export async function browserVerificationOf(
  db: Db,
  settings: WebSignInVerificationSettings,
  accountId: string,
  browserId: string | null,
  now = new Date(),
): Promise<BrowserVerification> {
  if (settings.policy === 'always-verified') return 'verified';
  if (browserId === null) return 'unverified';
  return verificationStandingOf(settings, await findBrowserVerifiedAt(db, accountId, hashToken(browserId)), now);
}

/** Where a browser the account verified at `verifiedAt` (null: never) stands now. */
export function verificationStandingOf(
  settings: WebSignInVerificationSettings,
  verifiedAt: Date | null,
  now = new Date(),
): BrowserVerification {
  if (settings.policy === 'always-verified') return 'verified';
  if (verifiedAt === null) return 'unverified';
  return now.getTime() - verifiedAt.getTime() > settings.validDays * DAY_IN_MS ? 'lapsed' : 'verified';
}

/** Whether this browser passes verification now: verified, and not lapsed. */
export async function isBrowserVerified(
  db: Db,
  settings: WebSignInVerificationSettings,
  accountId: string,
  browserId: string | null,
  now = new Date(),
): Promise<boolean> {
  return (await browserVerificationOf(db, settings, accountId, browserId, now)) === 'verified';
}

/**
 * Starts verifying this browser (PUT /auth/sc/tokens/v1/web). Already verified (and not
 * lapsed): VERIFIED. E-mail flow: sends the confirmation link to the account's validated
 * address; without one, 135607 when a phone or tablet of the account could approve instead,
 * else 135601. Mobile flow: the request waits for approvePendingWebSignIn. Asked again on
 * the same route within RESTART_COOL_DOWN_MS of a request still waiting: 135602, nothing
 * created or ended. Answers the auth code to poll.
 */
export async function startWebSignIn(
  context: WebSignInStartContext,
  input: { account: VerifyingAccount; browserId: string; flow: AuthFlow },
  now = new Date(),
): Promise<Verified | PendingVerification> {
  const { db } = context;
  const { account, browserId, flow } = input;
  if (await isBrowserVerified(db, context, account.id, browserId, now)) return VERIFIED;

  const emailAddress = emailAddressOf(account);
  if (flow === 'email' && emailAddress === null) {
    if ((await listDevices(db, account.id)).some(canApproveWebSignIn)) {
      throw new ApiError(Rcodes.VERIFICATION_BY_DEVICE, 'This account has no validated e-mail address: approve the sign-in on one of your phones or tablets.');
    }
    throw new ApiError(Rcodes.EMAIL_NOT_VALIDATED, 'This account has no validated e-mail address to send the confirmation to.');
  }

  const asking = { accountId: account.id, browserIdHash: hashToken(browserId), flow };
  if (await hasPendingRequestSince(db, asking, new Date(now.getTime() - RESTART_COOL_DOWN_MS), now)) {
    throw new ApiError(Rcodes.VERIFICATION_PENDING, 'The last request of this browser has not been confirmed yet. Wait a moment before asking again.');
  }

  // Only hashes are stored: a copy of the table confirms nothing.
  const authCode = newSecretToken();
  const emailToken = flow === 'email' ? newSecretToken() : null;
  const expiresAt = new Date(now.getTime() + WEB_SIGN_IN_WINDOW_MS);
  await insertWebSignInRequest(db, {
    ...asking,
    authCodeHash: hashToken(authCode),
    status: 'pending',
    emailTokenHash: emailToken === null ? null : hashToken(emailToken),
    createdAt: now,
    expiresAt,
  });
  if (emailToken !== null && emailAddress !== null) {
    await context.mailer.send(
      webSignInConfirmationEmail({
        to: emailAddress,
        name: account.displayName,
        link: emailConfirmationLink(context.publicUrl, emailToken),
        validForMinutes: Math.round(WEB_SIGN_IN_WINDOW_MS / 60_000),
      }),
    );
  }
  return { status: 'PENDING', authCode, expiresAt: expiresAt.getTime() };
}

/**
 * The state of a request this browser started (GET /auth/sc/tokens/v1/web). A code of
 * another account or another browser is as unknown as a made-up one (135002).
 */
export async function pollWebSignIn(
  db: Db,
  input: { accountId: string; browserId: string | null; authCode: string },
  now = new Date(),
): Promise<Verified> {
  const request = await findRequestByAuthCodeHash(db, hashToken(input.authCode));
  const ours =
    request !== null &&
    request.accountId === input.accountId &&
    input.browserId !== null &&
    request.browserIdHash === hashToken(input.browserId);
  if (!ours) throw new ApiError(Rcodes.WEB_TOKEN_UNKNOWN, 'Unknown verification code.');
  if (request.status === 'verified') return VERIFIED;
  if (isExpired(request, now)) throw new ApiError(Rcodes.VERIFICATION_EXPIRED, 'The verification request expired. Start again.');
  throw new ApiError(Rcodes.WEB_TOKEN_NOT_VERIFIED, 'The sign-in has not been confirmed yet.');
}

/**
 * The link of the confirmation e-mail (POST /auth/sc/verification/v1/email/:token), opened
 * by a signed-in session of the same account: another account's link is as unknown as a
 * made-up one (404), so nobody can use up links of someone else. It verifies the browser
 * that started the request, and only when opened in that very browser (its device-id
 * cookie): the e-mail says so, and a link forwarded or opened elsewhere must not verify a
 * browser the reader cannot see (issue 15). Elsewhere it answers 40000005 and changes
 * nothing. A second use answers VERIFIED again and changes nothing.
 */
export async function confirmWebSignInByEmail(
  db: Db,
  input: { accountId: string; browserId: string | null; token: string },
  now = new Date(),
): Promise<Verified> {
  const find = () => findAccountRequestByEmailTokenHash(db, input.accountId, hashToken(input.token));
  const request = await find();
  if (!request) throw new ApiError(Rcodes.NOT_FOUND, 'No such verification link.');
  if (input.browserId === null || request.browserIdHash !== hashToken(input.browserId)) {
    throw new ApiError(
      Rcodes.VERIFICATION_OTHER_BROWSER,
      'This link confirms only the browser that asked for it. Open it in that browser; nothing was changed here.',
    );
  }
  if (request.status === 'verified') return VERIFIED;
  if (!isExpired(request, now) && (await markRequestVerified(db, request, now))) return VERIFIED;
  // Either expired, or a concurrent confirmation got there first: the stored state decides.
  if ((await find())?.status === 'verified') return VERIFIED;
  throw new ApiError(Rcodes.VERIFICATION_EXPIRED, 'This verification link has expired. Start again.');
}

/**
 * A device of the account approves the newest pending mobile request (the device side of
 * the mobile flow). Only the account's phones and tablets may approve. Answers the approved
 * request's start time, or null when nothing was waiting.
 */
export async function approvePendingWebSignIn(
  db: Db,
  accountId: string,
  deviceId: string,
  now = new Date(),
): Promise<{ requestCreatedAt: Date } | null> {
  const device = await findDevice(db, accountId, deviceId);
  if (!device || !canApproveWebSignIn(device)) throw new ApiError(Rcodes.NOT_FOUND, 'No phone or tablet with this id on the account.');
  const request = await findNewestPendingMobileRequest(db, accountId, now);
  if (!request) return null;
  return (await markRequestVerified(db, request, now)) ? { requestCreatedAt: request.createdAt } : null;
}

/** Phones and tablets themselves (not watches, secure folders or knox spaces) approve sign-ins. */
export function canApproveWebSignIn(device: Pick<DeviceRow, 'deviceType' | 'virtualType'>): boolean {
  return device.virtualType === 'normal' && (device.deviceType === 'phone' || device.deviceType === 'tablet');
}

/** The devices that can approve, most recently used first. */
export function approvingDevicesOf<T extends Pick<DeviceRow, 'deviceType' | 'virtualType' | 'lastAccessTime'>>(devices: readonly T[]): T[] {
  return devices.filter(canApproveWebSignIn).sort((a, b) => b.lastAccessTime.getTime() - a.lastAccessTime.getTime());
}

/** Background clean-up: requests that expired more than a day ago. */
export async function deleteFinishedWebSignInRequests(db: Db, now = new Date()): Promise<number> {
  return deleteRequestsExpiredBefore(db, new Date(now.getTime() - KEEP_FINISHED_REQUESTS_MS));
}

/** `${publicUrl}/#/verification-processing?signed=<the POST path>`: the page takes the path from `signed=` and POSTs to it. */
export function emailConfirmationLink(publicUrl: string, emailToken: string): string {
  const signedPath = buildPath(emailLinkEndpoint.path, { token: emailToken });
  return `${publicUrl}/#/verification-processing?signed=${encodeURIComponent(signedPath)}`;
}

/**
 * Where the confirmation goes: the login id, when the provider validated it as an e-mail
 * address (the profile has no other address). Otherwise none.
 */
export function emailAddressOf(account: Pick<VerifyingAccount, 'loginId' | 'validatedEmail'>): string | null {
  return account.validatedEmail && /^[^\s@]+@[^\s@]+$/.test(account.loginId) ? account.loginId : null;
}

function isExpired(request: WebSignInRequestRow, now: Date): boolean {
  return request.expiresAt.getTime() <= now.getTime();
}
