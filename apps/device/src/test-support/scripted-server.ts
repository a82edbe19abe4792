// A stand-in for the portal and the provider in unit tests: answers each request from a
// script and records what it was asked, so a test can check what the device sent (or that it
// sent nothing).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as UTF-8 text; `bytes` as sent (a photo). */
  body: string;
  bytes: Buffer;
}

export interface ScriptedAnswer {
  status: number;
  json?: unknown;
  /** A binary answer (a file) instead of JSON. */
  bytes?: Buffer;
}

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers `answer(request)`; a request the script has no answer for gets 599, which fails the test's expectations. */
export async function startScriptedServer(
  answer: (request: RecordedRequest, url: string) => ScriptedAnswer | undefined,
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let url = '';
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const request: RecordedRequest = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body: bytes.toString('utf8'),
        bytes,
      };
      requests.push(request);
      const scripted = answer(request, url) ?? { status: 599 };
      if (scripted.bytes) {
        response.writeHead(scripted.status, { 'content-type': 'application/octet-stream' });
        response.end(scripted.bytes);
        return;
      }
      response.writeHead(scripted.status, { 'content-type': 'application/json' });
      response.end(scripted.json === undefined ? '' : JSON.stringify(scripted.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
