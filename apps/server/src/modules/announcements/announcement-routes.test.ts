import type { Announcement, AnnouncementsResponse, NewAnnouncement } from '@cloud-portal/contract/announcements';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { webClientHeaders } from '../../../test/test-app';
import { useSignedInTestAccount } from '../../../test/use-signed-in-test-account';
import { useTestApp } from '../../../test/use-test-app';
import { newSecretToken } from '../../auth/secret-token';
import { insertAnnouncement } from './announcement-repository';

describe('announcements', () => {
  const operatorToken = newSecretToken();
  const testApp = useTestApp({ operatorToken });
  const alice = useSignedInTestAccount(testApp);
  const now = Date.now();
  const shown = { from: now - DAY_IN_MS, until: now + DAY_IN_MS };

  const current = async (query: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/announcements/v1/current?${query}`,
      headers: webClientHeaders,
      cookies: { portal_session: alice.sessionToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AnnouncementsResponse>().announcements.map((announcement) => announcement.title).sort();
  };
  const post = (body: unknown, token: string | null = operatorToken) =>
    testApp.app.inject({
      method: 'POST',
      url: '/operator/v1/announcements',
      headers: { 'content-type': 'application/json', ...(token !== null && { authorization: `Bearer ${token}` }) },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    const add = (announcement: Partial<NewAnnouncement> & { title: string }) =>
      insertAnnouncement(testApp.database.db, { body: 'Body', language: null, countries: null, ...shown, ...announcement });
    await add({ title: 'everywhere' });
    await add({ title: 'german', language: 'de' });
    await add({ title: 'us and germany', countries: ['US', 'DE'] });
    await add({ title: 'ended', until: now - 1000 });
    await add({ title: 'not yet', from: now + DAY_IN_MS, until: now + 2 * DAY_IN_MS });
  });

  it('shows what is current in the language and country asked for', async () => {
    expect(await current('language=en&country=US')).toEqual(['everywhere', 'us and germany']);
    expect(await current('language=de&country=DE')).toEqual(['everywhere', 'german', 'us and germany']);
    expect(await current('language=de&country=FR')).toEqual(['everywhere', 'german']);
    expect(await current('language=en')).toEqual(['everywhere']);
  });

  it('refuses a made-up language or country, and a call without a session', async () => {
    for (const query of ['language=English', 'language=en&country=usa', '']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/announcements/v1/current?${query}`, headers: webClientHeaders, cookies: { portal_session: alice.sessionToken } });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/announcements/v1/current?language=en', headers: webClientHeaders })).statusCode).toBe(401);
  });

  it('takes an operator’s announcement with the operator token only', async () => {
    const announcement = { title: 'posted', body: 'By the operator', language: 'en', countries: ['GB'], ...shown };
    for (const token of [null, newSecretToken()]) {
      const refused = await post(announcement, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ rcode: Rcodes.OPERATOR_TOKEN_INVALID.rcode });
    }
    expect(await current('language=en&country=GB')).toEqual(['everywhere']);

    const posted = await post(announcement);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<Announcement>()).toMatchObject({ title: 'posted', body: 'By the operator', ...shown });
    expect(await current('language=en&country=GB')).toEqual(['everywhere', 'posted']);
  });

  it('refuses an announcement that ends before it starts, and adds nothing', async () => {
    const refused = await post({ title: 'backwards', body: 'B', language: null, countries: null, from: now, until: now - 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
    expect(await current('language=en')).toEqual(['everywhere']);
  });
});
