import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/storage/browser-cookie';
import { createAnalyticsClient, type AnalyticsTransport } from './analytics-client';
import { removeAnalyticsCookies } from './analytics-cookies';
import { loadAnalytics, NO_ANALYTICS } from './analytics-loader';

afterEach(() => removeAnalyticsCookies());

describe('analytics', () => {
  it('loads nothing and sets no cookie without a collector (NONE, the default)', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const client = await loadAnalytics('NONE');
    expect(client).toBe(NO_ANALYTICS);
    client.pageview({ name: 'home', language: 'en' });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(readCookie('_ga')).toBeNull();
    expect(readCookie('_gid')).toBeNull();
  });

  it('with a collector, sends pageviews as beacons with the IP anonymised', async () => {
    const sendBeacon = vi.fn((_url: string, _body: URLSearchParams) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const client = await loadAnalytics('https://collect.example.com/c');
    client.pageview({ name: 'backup', language: 'en-US' });

    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://collect.example.com/c');
    expect(Object.fromEntries(body)).toMatchObject({
      t: 'pageview',
      aip: '1',
      dp: '/backup',
      dt: 'backup',
      ul: 'en-us',
      cid: readCookie('_ga'),
    });
  });

  it('makes the visitor ids once and removes every analytics cookie on demand', () => {
    const sent: URLSearchParams[] = [];
    const transport: AnalyticsTransport = { send: (body) => sent.push(body) };
    createAnalyticsClient(transport).pageview({ name: 'home', language: 'en' });
    createAnalyticsClient(transport).pageview({ name: 'sync', language: 'en' });
    expect(sent[0]?.get('cid')).toMatch(/^GA1\.1\.\d+\.\d+$/);
    expect(sent[1]?.get('cid')).toBe(sent[0]?.get('cid'));

    document.cookie = '_gat=1; Path=/';
    removeAnalyticsCookies();
    expect(readCookie('_ga')).toBeNull();
    expect(readCookie('_gid')).toBeNull();
    expect(readCookie('_gat')).toBeNull();
  });
});
