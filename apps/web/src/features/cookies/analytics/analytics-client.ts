import { ensureAnalyticsIds } from './analytics-cookies';

/**
 * The analytics client, loaded only once analytics is allowed (see analytics-loader.ts).
 * Pageviews go out as Measurement-Protocol-style beacons with IP anonymisation always on
 * (aip=1); only the page name, the language and the anonymous ids are sent.
 */
export interface PageviewHit {
  name: string;
  language: string;
}

export interface AnalyticsTransport {
  send(body: URLSearchParams): void;
}

export interface AnalyticsClient {
  pageview(hit: PageviewHit): void;
}

/** Sends with sendBeacon (survives page changes), falling back to a keep-alive fetch. */
export function beaconTransport(endpoint: string): AnalyticsTransport {
  return {
    send(body) {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
      void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
    },
  };
}

export function createAnalyticsClient(transport: AnalyticsTransport): AnalyticsClient {
  const { clientId, dayId } = ensureAnalyticsIds();
  return {
    pageview({ name, language }) {
      transport.send(
        new URLSearchParams({
          v: '1',
          t: 'pageview',
          aip: '1',
          cid: clientId,
          gid: dayId,
          dp: `/${name}`,
          dt: name,
          ul: language.toLowerCase(),
        }),
      );
    },
  };
}
