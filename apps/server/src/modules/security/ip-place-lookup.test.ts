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
});
