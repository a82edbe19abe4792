import type { TFunction } from 'i18next';

/** Names as the server parsed them from a User-Agent; any of them may be unknown. */
export interface BrowserNames {
  browserName: string | null;
  browserVersion?: string | null;
  systemName: string | null;
  systemVersion?: string | null;
}

/**
 * "Chrome 131 on Windows 10", in the user's language: the names themselves are product
 * names and stay as they are, the words around them and the unknowns are translated.
 */
export function browserLabel(t: TFunction, names: BrowserNames): string {
  const browser = names.browserName
    ? withVersion(names.browserName, names.browserVersion)
    : t('security.browser.unknownBrowser');
  if (!names.systemName) return browser;
  return t('security.browser.onSystem', {
    browser,
    system: withVersion(names.systemName, names.systemVersion),
  });
}

function withVersion(name: string, version: string | null | undefined): string {
  return version ? `${name} ${version}` : name;
}
