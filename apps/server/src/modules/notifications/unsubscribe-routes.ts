import { MAIL_UNSUBSCRIBE_PATH, type NotificationKind } from '@cloud-portal/contract/notifications';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PortalServices } from '../../portal-services';
import { findMailSettings, unsubscribe } from './mail-settings-repository';
import { isSignatureValid, readUnsubscribeToken } from './unsubscribe-token';

const KIND_TEXT: Record<NotificationKind, string> = {
  backupDeletion: 'backups about to be deleted',
  temporaryBackupExpiry: 'temporary backups about to expire',
  erasureFinished: 'finished data erasures',
  newBrowserSignIn: 'sign-ins from new browsers',
};

/**
 * The unsubscribe link of a reminder e-mail (issue 18 part 5): a small page of the server,
 * which works without signing in. GET asks (a mail scanner opening the link changes
 * nothing); its button POSTs the token, which stops that kind's e-mails to that account.
 * English, like the e-mails it comes from. Plain HTML without script, inside the portal's
 * content security policy.
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: Pick<PortalServices, 'db'>): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const checked = async (token: unknown): Promise<{ accountId: string; kind: NotificationKind } | null> => {
    const parts = typeof token === 'string' ? readUnsubscribeToken(token) : null;
    if (!parts) return null;
    const settings = await findMailSettings(deps.db, parts.accountId);
    return settings && isSignatureValid(parts, settings.signingKey) ? parts : null;
  };

  // No schema: a link with a missing or spoiled token gets the page that says so, not a JSON error.
  app.get<{ Querystring: Partial<Record<string, unknown>> }>(MAIL_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.query;
    const found = await checked(token);
    if (!found) return page(reply, 400, 'This link does not work', '<p>The unsubscribe link is incomplete or was changed. Open it again from the e-mail.</p>');
    return page(
      reply,
      200,
      'Stop these e-mails?',
      `<p>You will no longer get e-mails about ${KIND_TEXT[found.kind]}. You still see them in the portal’s notifications.</p>` +
        `<form method="post" action="${MAIL_UNSUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post<{ Body: Partial<Record<string, unknown>> | undefined }>(MAIL_UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const found = await checked(request.body?.token);
    if (!found) return page(reply, 400, 'This link does not work', '<p>The unsubscribe link is incomplete or was changed. Open it again from the e-mail.</p>');
    await unsubscribe(deps.db, found.accountId, found.kind);
    return page(reply, 200, 'Unsubscribed', `<p>You will no longer get e-mails about ${KIND_TEXT[found.kind]}.</p>`);
  });
}

function page(reply: FastifyReply, status: number, title: string, content: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Cloud Portal</title></head>` +
        `<body><main><h1>${title}</h1>${content}</main></body></html>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
