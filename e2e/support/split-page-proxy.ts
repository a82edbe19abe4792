import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitPageProxy {
  url: string;
  close(): Promise<void>;
}

/** Answer headers passed on: the proxy sends the body whole and uncompressed itself. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A proxy in front of the portal that sends its HTML pages in two parts, `pauseMs` apart:
 * everything before the first `splitBefore` in the markup, then the rest. It is what a slow
 * line or a busy phone does to a page (the browser has half of it for a while), made to
 * happen every time. Every other answer passes through unchanged.
 */
export async function startSplitPageProxy(target: string, splitBefore: string, pauseMs: number): Promise<SplitPageProxy> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-language': request.headers['accept-language'] ?? 'en-US' },
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.has(name)) headers[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers);
      const split = (answer.headers.get('content-type') ?? '').startsWith('text/html') ? body.indexOf(splitBefore) : -1;
      if (split <= 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, split));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(body.subarray(split));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
