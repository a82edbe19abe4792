import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, outboxDirOf } from './create-mailer';
import type { MailMessage } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outbox-'));

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const message: MailMessage = {
  to: 'alex@example.com',
  subject: 'Confirm your sign-in to Cloud Portal',
  text: 'Open this link:\n\nhttp://localhost:8080/#/verification-processing?signed=%2Fapi%2Fx\n',
  link: 'http://localhost:8080/#/verification-processing?signed=%2Fapi%2Fx',
};

describe('OutboxMailer', () => {
  it('writes each e-mail as an .eml file only its owner can read and logs one line naming the file, not the link', async () => {
    const lines: Array<{ details: object; message: string }> = [];
    const mailer = new OutboxMailer(outboxDirOf(dataDir), 'Cloud Portal <no-reply@localhost>', {
      info: (details, text) => void lines.push({ details, message: text }),
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'sam@example.com' });

    const files = readdirSync(outboxDirOf(dataDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const first = path.join(outboxDirOf(dataDir), files[0] ?? '');
    expect(statSync(first).mode & 0o777).toBe(0o600);
    const eml = readFileSync(first, 'utf8');
    expect(eml).toMatch(/^From: Cloud Portal <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: alex@example\.com$/m);
    expect(eml).toMatch(/^Subject: Confirm your sign-in to Cloud Portal$/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toContain('Open this link:');

    expect(lines).toHaveLength(2);
    expect(lines[0]?.message).toBe(`E-mail to alex@example.com ("Confirm your sign-in to Cloud Portal") written to ${first}`);
    expect(lines[0]?.details).toEqual({ to: 'alex@example.com', subject: 'Confirm your sign-in to Cloud Portal', file: first });
    expect(JSON.stringify(lines)).not.toContain(message.link);
  });
});

describe('createMailer', () => {
  const log = { info: () => undefined };

  it('writes to <dataDir>/outbox without a mail server', () => {
    const mailer = createMailer({ smtpUrl: null, from: 'a@example.com' }, dataDir, log);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect((mailer as OutboxMailer).outboxDir).toBe(path.join(dataDir, 'outbox'));
  });

  it('sends through SMTP when SMTP_URL is set', () => {
    expect(createMailer({ smtpUrl: 'smtp://localhost:2525', from: 'a@example.com' }, dataDir, log)).toBeInstanceOf(SmtpMailer);
  });
});
