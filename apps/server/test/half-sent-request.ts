import net from 'node:net';

/**
 * A device whose connection breaks mid-upload: sends `request` (`METHOD path`) to the server
 * at `origin` with `headers` and the first half of `body`, then drops the connection.
 */
export function sendHalfAndDrop(
  origin: { host: string; port: number },
  request: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(origin, () => {
      socket.write(
        [
          `${request} HTTP/1.1`,
          `Host: ${origin.host}:${origin.port}`,
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
          `Content-Length: ${body.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(body.subarray(0, Math.floor(body.length / 2)), () => socket.destroy());
    });
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}
