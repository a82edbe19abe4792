import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@cloud-portal/contract/notifications';

/**
 * The token of a reminder e-mail's unsubscribe link: the account, the kind, and an HMAC of
 * both with the account's own signing key (notification_mail_settings). It works without
 * signing in, for that account and kind alone; a forged or altered one is refused.
 */
export function unsubscribeToken(accountId: string, kind: NotificationKind, signingKey: string): string {
  return `${accountId}.${kind}.${signatureOf(accountId, kind, signingKey)}`;
}

/** The account and kind a token names, before its signature is checked (the key is the account's). */
export function readUnsubscribeToken(token: string): { accountId: string; kind: NotificationKind; signature: string } | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, accountId = '', kind = '', signature = ''] = match;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  return { accountId, kind: kind as NotificationKind, signature };
}

/** Whether the signature is the one the account's key gives the account and kind. */
export function isSignatureValid(parts: { accountId: string; kind: NotificationKind; signature: string }, signingKey: string): boolean {
  const expected = Buffer.from(signatureOf(parts.accountId, parts.kind, signingKey));
  const given = Buffer.from(parts.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signatureOf(accountId: string, kind: NotificationKind, signingKey: string): string {
  return createHmac('sha256', signingKey).update(`unsubscribe:${accountId}:${kind}`).digest('base64url');
}
