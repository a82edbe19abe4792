import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest page a portal screen could be: one heading, one paragraph, one button, inline
 * CSS, no script. Measured in the same run as the portal's pages, it shows what the machine
 * and the Lighthouse profile alone cost, so a page's LCP reads as a multiple of it.
 */
const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<style>
  body { margin: 0; padding: 2rem 1.5rem; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  h1 { font-size: 1.75rem; margin: 0 0 1rem; }
  p { font-size: 1rem; line-height: 1.5; margin: 0 0 1.5rem; max-width: 40rem; }
  button { font: inherit; padding: 0.75rem 1.5rem; border: 0; border-radius: 1.5rem; background: #1259c3; color: #fff; }
</style>
</head>
<body>
<main>
<h1>Your backups and synced data, all in one place</h1>
<p>See what your devices keep in the cloud, restore it on a new phone, and decide what stays.</p>
<button type="button">Sign in</button>
</main>
</body>
</html>
`;

export interface FloorPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the floor page from this process on a free port of localhost. */
export async function serveFloorPage(): Promise<FloorPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
