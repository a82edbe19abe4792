// The registered clients and the rules for the addresses the provider sends a browser to on
// a client's behalf. The confirm-password gate's redirect_uri carries a credential (the
// confirm token), so, like an OAuth redirect_uri, it must be one of the client's registered
// redirect URIs exactly (RFC 9700 §4.1.3). The navigation targets (goBackURL, returnURL,
// sign-out returnUrl) carry none and may be any address on the origin of a registered URI.
// Anything else is an open redirect and is refused.

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export function httpOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.origin;
}

export class ClientRegistry {
  readonly #clients: Map<string, IdpClient>;

  constructor(clients: IdpClient[]) {
    this.#clients = new Map(clients.map((client) => [client.clientId, client]));
  }

  get(clientId: string | undefined): IdpClient | undefined {
    return clientId === undefined ? undefined : this.#clients.get(clientId);
  }

  all(): IdpClient[] {
    return [...this.#clients.values()];
  }

  /** Origins of the client's redirect URIs (and, if asked, its post-logout URIs). */
  originsOf(client: IdpClient, includePostLogout = false): Set<string> {
    const uris = includePostLogout
      ? [...client.redirectUris, ...client.postLogoutRedirectUris]
      : client.redirectUris;
    return new Set(uris.map(httpOrigin).filter((origin): origin is string => origin !== undefined));
  }

  /** The URL itself when its origin is one of the client's registered origins, else undefined. */
  allowedTarget(
    client: IdpClient | undefined,
    target: string | undefined,
    includePostLogout = false,
  ): string | undefined {
    if (!client || target === undefined || target.length > 2048) return undefined;
    const origin = httpOrigin(target);
    return origin !== undefined && this.originsOf(client, includePostLogout).has(origin)
      ? new URL(target).href
      : undefined;
  }

  /** The URI itself when it is, character for character, one of the client's redirect URIs. */
  registeredRedirectUri(client: IdpClient | undefined, target: string | undefined): string | undefined {
    return client && target !== undefined && client.redirectUris.includes(target) ? target : undefined;
  }

  /** Every registered origin: where forms on provider pages may end up after redirects. */
  allOrigins(): string[] {
    return [...new Set(this.all().flatMap((client) => [...this.originsOf(client, true)]))];
  }
}
