import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error';
import { readMailSettings } from './mail-settings';

describe('readMailSettings', () => {
  it('writes to the outbox from no-reply at the portal host by default', () => {
    expect(readMailSettings({}, 'https://portal.example.com')).toEqual({
      smtpUrl: null,
      from: 'Cloud Portal <no-reply@portal.example.com>',
    });
  });

  it('takes an smtp or smtps URL and a sender', () => {
    expect(
      readMailSettings({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Portal <portal@example.com>' }, 'http://localhost:8080'),
    ).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.com:465', from: 'Portal <portal@example.com>' });
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.com\nBcc: b@example.com' }, 'MAIL_FROM'],
  ])('names the variable of a bad value (%o)', (env, variable) => {
    let thrown: unknown;
    try {
      readMailSettings(env, 'http://localhost:8080');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
  });
});
