import Bowser from 'bowser';

/** What the security page shows of a User-Agent: browser and system names, major versions. */
export interface UserAgentNames {
  browserName: string | null;
  browserVersion: string | null;
  systemName: string | null;
  systemVersion: string | null;
}

const NONE: UserAgentNames = {
  browserName: null,
  browserVersion: null,
  systemName: null,
  systemVersion: null,
};

/**
 * Parsed with bowser (MIT, no dependencies), the well-kept parser; ua-parser-js 2.x is
 * AGPL. Only the major browser version: the rest tells the user nothing and the page less.
 */
export function userAgentNames(userAgent: string | null): UserAgentNames {
  if (!userAgent) return NONE;
  const parsed = Bowser.parse(userAgent);
  return {
    browserName: parsed.browser.name || null,
    browserVersion: parsed.browser.version?.split('.')[0] || null,
    systemName: parsed.os.name || null,
    systemVersion: parsed.os.versionName || parsed.os.version || null,
  };
}
