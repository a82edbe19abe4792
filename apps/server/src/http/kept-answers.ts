import { getBackupDevices } from '@cloud-portal/contract/backup';
import { getDeviceContexts } from '@cloud-portal/contract/device-context';
import { getBackupE2eeDevices, getDataE2eeDevices, getE2eeGroups } from '@cloud-portal/contract/e2ee';
import { getEdpUser } from '@cloud-portal/contract/edp';
import { getIncompletedTasks } from '@cloud-portal/contract/erasure';
import { getGalleryQuota, getPhotos, getPhotoThumbnail } from '@cloud-portal/contract/gallery';
import { getOneDriveLinkStatus } from '@cloud-portal/contract/onedrive';
import { getQuotaUsage } from '@cloud-portal/contract/quota';
import { getTemporaryBackups } from '@cloud-portal/contract/temporary-backup';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswerCache } from './account-answer-cache';
import type { CloudAccount } from './cloud-account';

/**
 * The cloud API's reads whose answers are kept (account-answer-cache.ts): each is made from
 * the account's cloud data alone — the tables whose triggers move its data counter
 * (migration 0009) —, the call's address and the time; not from the session, the browser or
 * the language. A read added here must read no other table. A thumbnail also reads the blob
 * store, where a photo's bytes never change under its id (a replaced photo gets a new one).
 */
const KEPT_ENDPOINTS = [
  getQuotaUsage,
  getBackupDevices,
  getTemporaryBackups,
  getDeviceContexts,
  getOneDriveLinkStatus,
  getE2eeGroups,
  getBackupE2eeDevices,
  getDataE2eeDevices,
  getEdpUser,
  getIncompletedTasks,
  getGalleryQuota,
  getPhotos,
  getPhotoThumbnail,
];
const KEPT_ROUTES = new Set<string>(KEPT_ENDPOINTS.map((endpoint) => endpoint.path));

/** What an answer made for this request is kept under. */
interface Slot {
  accountId: string;
  call: string;
  dataVersion: number;
  at: number;
}
const slots = new WeakMap<FastifyRequest, Slot>();

/**
 * For a kept read, once its account is resolved (the cloud API's pre-handler): sends the kept
 * answer if it is still the data's, and answers true; otherwise marks the request so that its
 * answer is kept on the way out.
 */
export function sendKeptAnswer(cache: AccountAnswerCache, request: FastifyRequest, reply: FastifyReply, account: CloudAccount, now = Date.now()): boolean {
  if (request.method !== 'GET' || !KEPT_ROUTES.has(request.routeOptions.url ?? '')) return false;
  const { dataVersion } = account.session;
  const kept = cache.find(account.accountId, request.url, dataVersion, now);
  if (!kept) {
    slots.set(request, { accountId: account.accountId, call: request.url, dataVersion, at: now });
    return false;
  }
  void reply.headers(kept.headers).send(kept.body);
  return true;
}

/** The headers that describe an answer's body: what a kept answer is sent again with. */
const DESCRIBING_HEADERS = ['content-type', 'etag', 'cache-control'] as const;

/**
 * Keeps the 200 answers of kept reads (JSON, or bytes). Registered after the ETag hook, which
 * names a JSON answer, and before compression, which turns it into other bytes.
 */
export function registerAnswerKeeping(app: FastifyInstance, cache: AccountAnswerCache): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const slot = slots.get(request);
    if (!slot || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const headers: Record<string, string> = {};
    for (const name of DESCRIBING_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    cache.keep(slot.accountId, slot.call, { body: payload, headers, dataVersion: slot.dataVersion, keptAt: slot.at });
    return payload;
  });
}
