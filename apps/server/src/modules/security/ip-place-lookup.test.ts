import { describe, expect, it } from 'vitest';
import { httpPlaceLookup, noPlaceLookup } from './ip-place-lookup';

/** A stand-in for the operator's service: records what it was asked, answers `body`. */
function service(body: unknown, status = 200) {
  const asked: string[] = [];
  const fetchPlace = (async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { asked, fetchPlace };
}

describe('IP place lookup', () => {
  it('places nothing when the operator configured no lookup', async () => {
    expect(await noPlaceLookup('203.0.113.7')).toBeNull();
  });

  it('asks the configured service about the address and joins city, region and country', async () => {
    const { asked, fetchPlace } = service({
      city: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      country_name: 'France',
      country: 'FR',
    });
    const lookup = httpPlaceLookup('https://geo.example.com/json/{ip}', fetchPlace);
    expect(await lookup('203.0.113.7')).toBe('Lyon, Auvergne-Rhône-Alpes, France');
    expect(asked).toEqual(['https://geo.example.com/json/203.0.113.7']);
  });

  it('never sends local addresses out', async () => {
    const { asked, fetchPlace } = service({ city: 'Nowhere' });
    const lookup = httpPlaceLookup('https://geo.example.com/{ip}', fetchPlace);
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '::1', 'fe80::1', 'not-an-ip'])
      expect(await lookup(ip)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('answers null, not an error, when the service fails or says nothing useful', async () => {
    expect(
      await httpPlaceLookup(
        'https://geo.example.com/{ip}',
        service({ error: 'quota' }, 429).fetchPlace,
      )('203.0.113.7'),
    ).toBeNull();
    expect(
      await httpPlaceLookup(
        'https://geo.example.com/{ip}',
        service({ status: 'fail' }).fetchPlace,
      )('203.0.113.7'),
    ).toBeNull();
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(
      await httpPlaceLookup('https://geo.example.com/{ip}', failing)('203.0.113.7'),
    ).toBeNull();
  });

  it('asks about an address once, however many pages list it at once or later that day', async () => {
    const { asked, fetchPlace } = service({ city: 'Lyon', country_name: 'France' });
    const clock = { now: () => START };
    const lookup = httpPlaceLookup('https://geo.example.com/{ip}', fetchPlace, clock);
    const answers = await Promise.all([lookup('203.0.113.7'), lookup('203.0.113.7'), lookup('198.51.100.2')]);
    expect(answers).toEqual(['Lyon, France', 'Lyon, France', 'Lyon, France']);
    clock.now = () => START + 23 * HOUR_MS;
    expect(await lookup('203.0.113.7')).toBe('Lyon, France');
    expect(asked).toEqual(['https://geo.example.com/203.0.113.7', 'https://geo.example.com/198.51.100.2']);
    clock.now = () => START + 25 * HOUR_MS;
    await lookup('203.0.113.7');
    expect(asked).toHaveLength(3);
  });

  it('asks again a minute after the service failed, not a day', async () => {
    let failing = true;
    const asked: string[] = [];
    const fetchPlace = (async (url: string | URL | Request) => {
      asked.push(String(url));
      if (failing) throw new TypeError('fetch failed');
      return Response.json({ city: 'Lyon' });
    }) as typeof fetch;
    const clock = { now: () => START };
    const lookup = httpPlaceLookup('https://geo.example.com/{ip}', fetchPlace, clock);
    expect(await lookup('203.0.113.7')).toBeNull();
    failing = false;
    expect(await lookup('203.0.113.7')).toBeNull();
    expect(asked).toHaveLength(1);
    clock.now = () => START + 61_000;
    expect(await lookup('203.0.113.7')).toBe('Lyon');
    expect(asked).toHaveLength(2);
  });
});

const HOUR_MS = 60 * 60 * 1000;
/** Any time on the clock but 0 (which the cache reads as "no time kept"). */
const START = 1_000_000;
