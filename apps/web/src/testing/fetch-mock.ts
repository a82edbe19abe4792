import { vi } from 'vitest';

export interface MockResponse {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * One call as `fetch` was handed it: a path and its options (`request()`), or a `Request` of
 * an absolute URL on the page's origin (RTK Query's fetchBaseQuery). The path keeps its query.
 * Read at once, so calls are recorded in the order they were made; a `Request`'s body is read
 * after (`bodyOf`).
 */
export function callOf(input: RequestInfo | URL, init: RequestInit = {}): RecordedCall {
  if (input instanceof Request) {
    const url = new URL(input.url);
    return {
      method: input.method.toUpperCase(),
      path: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(input.headers.entries()),
      body: undefined,
      credentials: input.credentials,
    };
  }
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    path: typeof input === 'string' ? input : input.pathname,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    credentials: init.credentials,
  };
}

/** The path (with its query) a call was made to, however it was handed to `fetch`. */
export function pathOf(input: RequestInfo | URL): string {
  return callOf(input).path;
}

/** The JSON body a call was sent with, however it was handed to `fetch`. */
export async function bodyOf(input: RequestInfo | URL, init: RequestInit = {}): Promise<unknown> {
  if (!(input instanceof Request)) return callOf(input, init).body;
  const text = await input.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Replaces `fetch` with a table of answers keyed by `METHOD /path`. A path with a query that
 * has no answer of its own takes its path's (one list answer serves every view and page of
 * it). Calls are recorded; a call with no answer fails the test loudly.
 */
export function mockFetch(answers: Readonly<Record<string, MockResponse>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = callOf(input, init);
    const { method, path } = call;
    calls.push(call);
    call.body = await bodyOf(input, init);
    const answer = answers[`${method} ${path}`] ?? answers[`${method} ${path.split('?')[0]}`];
    if (answer === undefined) throw new Error(`No mock answer for ${method} ${path}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Stops form submission (jsdom cannot navigate) and records the submitted forms. */
export function captureFormSubmissions() {
  const submitted: {
    action: string;
    method: string;
    target: string;
    rel: string;
    fields: Record<string, string>;
  }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      action: this.action,
      method: this.method,
      target: this.target,
      rel: this.getAttribute('rel') ?? '',
      fields: Object.fromEntries(
        Array.from(this.elements)
          .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement)
          .map((input) => [input.name, input.value]),
      ),
    });
  });
  return submitted;
}
