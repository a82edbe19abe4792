import { describe, expect, it } from 'vitest';
import { userAgentNames } from './user-agent-names';

describe('userAgentNames', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36',
      { browserName: 'Chrome', browserVersion: '131', systemName: 'Windows', systemVersion: '10' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
      {
        browserName: 'Firefox',
        browserVersion: '133',
        systemName: 'macOS',
        systemVersion: 'Sonoma',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      {
        browserName: 'Samsung Internet for Android',
        browserVersion: '26',
        systemName: 'Android',
        systemVersion: '14',
      },
    ],
  ])('names the browser and system of %s', (userAgent, names) => {
    expect(userAgentNames(userAgent)).toEqual(names);
  });

  it('names nothing for no or an unknown user agent', () => {
    expect(userAgentNames(null)).toEqual({
      browserName: null,
      browserVersion: null,
      systemName: null,
      systemVersion: null,
    });
    expect(userAgentNames('curl/8.5.0').systemName).toBeNull();
  });
});
