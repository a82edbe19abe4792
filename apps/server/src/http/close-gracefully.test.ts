import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './close-gracefully';

/** A server with one route that answers when the test says so, and a log of what happened in order. */
async function serverWithHeldRequest(): Promise<{ app: FastifyInstance; url: string; release(): void; arrived: Promise<void>; events: string[] }> {
  const app = Fastify();
  const events: string[] = [];
  let release = () => undefined as void;
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  app.get('/held', async () => {
    arrive();
    await held;
    events.push('answered');
    return { done: true };
  });
  // Where the database is closed in the real server: after the last request.
  app.addHook('onClose', async () => {
    events.push('closed');
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, release, arrived, events };
}

describe('closeGracefully', () => {
  let opened: FastifyInstance | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('lets a request in flight finish with its answer, and closes last', async () => {
    const server = await serverWithHeldRequest();
    opened = server.app;
    const inFlight = fetch(`${server.url}/held`);
    await server.arrived;

    // The request is let go only once the server has stopped listening (its close began).
    const listeningStopped = new Promise<void>((resolve) => {
      const close = server.app.server.close.bind(server.app.server);
      server.app.server.close = (callback) => {
        const result = close(callback);
        resolve();
        return result;
      };
    });
    const closing = closeGracefully(server.app, 30_000);
    await listeningStopped;
    expect(server.app.server.listening).toBe(false);
    server.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await closing).toBe('finished');
    expect(server.events).toEqual(['answered', 'closed']);
  });

  it('cuts what is still running when the grace time is over, and still closes', async () => {
    const server = await serverWithHeldRequest();
    opened = server.app;
    const inFlight = fetch(`${server.url}/held`);
    await server.arrived;

    expect(await closeGracefully(server.app, 100)).toBe('cut');
    await expect(inFlight).rejects.toThrow();
    expect(server.events).toEqual(['closed']);
    server.release();
  });
});
