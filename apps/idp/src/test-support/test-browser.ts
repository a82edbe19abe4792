// A tiny browser for tests: fetch with manual redirects and a cookie jar that honours the
// cookie path (oidc-provider scopes its interaction cookies to /interaction/<uid>).

interface JarCookie {
  name: string;
  value: string;
  path: string;
}

export interface Form {
  action: string;
  fields: Record<string, string>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The first `<form method="post">` of a page: its action and its hidden fields. */
export function readForm(html: string, baseUrl: string): Form {
  const form = /<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`No form in page:\n${html}`);
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g,
  )) {
    fields[decodeEntities(input[1] ?? '')] = decodeEntities(input[2] ?? '');
  }
  return { action: new URL(decodeEntities(form[1] ?? ''), baseUrl).href, fields };
}

export class TestBrowser {
  readonly #cookies = new Map<string, JarCookie>();

  cookieNames(): string[] {
    return [...this.#cookies.values()].map((cookie) => cookie.name);
  }

  async get(url: string | URL, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, { method: 'GET', headers });
  }

  async post(
    url: string | URL,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects while they stay on `origin`; returns the first response that does not. */
  async followWithin(origin: string, response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, current.url);
      if (next.origin !== origin) return current;
      current = await this.get(next);
    }
    throw new Error('Too many redirects');
  }

  async request(url: string | URL, init: RequestInit): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.#cookies.values()]
      .filter(
        (c) =>
          target.pathname === c.path ||
          target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) this.#store(setCookie);
    return response;
  }

  #store(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now())
        expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    const key = `${name};${path}`;
    if (expired) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}
