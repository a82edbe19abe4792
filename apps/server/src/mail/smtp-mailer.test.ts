import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

/** Just enough of an SMTP server to take one message (no TLS, no authentication). */
function startFakeSmtpServer(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 fake.test ESMTP\r\n');
    let pending = '';
    let data: string[] | null = null;
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else {
            data.push(line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write(verb === 'EHLO' ? '250 fake.test\r\n' : '250 OK\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, messages, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
});

afterAll(async () => {
  await smtp.close();
});

describe('SmtpMailer', () => {
  it('hands the message to the mail server of SMTP_URL and logs it without the link', async () => {
    const lines: Array<{ details: object; message: string }> = [];
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Cloud Portal <no-reply@example.com>', {
      info: (details, message) => void lines.push({ details, message }),
    });
    const link = 'https://portal.example/#/verification-processing?signed=%2Fapi%2Fsecret';
    await mailer.send({ to: 'alex@example.com', subject: 'Confirm your sign-in to Cloud Portal', text: `Open ${link}`, link });

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: alex@example\.com$/m);
    expect(smtp.messages[0]).toMatch(/^Subject: Confirm your sign-in to Cloud Portal$/m);
    expect(lines).toEqual([{ details: { to: 'alex@example.com', subject: 'Confirm your sign-in to Cloud Portal' }, message: 'E-mail sent to alex@example.com' }]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
