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
 * Replaces `fetch` with a table of answers keyed by `METHOD /path`. A path with a query that
 * has no answer of its own takes its path's (one list answer serves every view and page of
 * it). Calls are recorded; a call with no answer fails the test loudly.
 */
export function mockFetch(answers: Readonly<Record<string, MockResponse>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      method,
      path,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
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
