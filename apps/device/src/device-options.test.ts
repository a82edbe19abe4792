import { describe, expect, it } from 'vitest';
import { UsageError } from './command-errors';
import {
  deviceName,
  deviceType,
  givenPortal,
  modelCode,
  modelName,
  portalUrl,
  wholeNumber,
} from './device-options';

describe('device options', () => {
  it('takes a name of 1 to 60 characters, counted as characters, not UTF-16 units', () => {
    expect(deviceName('Kitchen tablet')).toBe('Kitchen tablet');
    expect(deviceName('x')).toBe('x');
    expect(deviceName('é'.repeat(60))).toBe('é'.repeat(60));
    expect(deviceName('📱'.repeat(60))).toBe('📱'.repeat(60));
  });

  it.each([
    ['missing', undefined, /^--name is required/],
    ['empty', '', /^--name must be 1 to 60 characters/],
    ['all spaces', '   ', /^--name must be/],
    ['61 characters', 'x'.repeat(61), /^--name must be/],
    [
      'a control character',
      'Kitchen\u0007tablet',
      /^--name must be .*\(got "Kitchen\\u0007tablet"\)/,
    ],
    ['a newline', 'Kitchen\ntablet', /^--name must be/],
    ['DEL', 'Kitchen\u007ftablet', /^--name must be/],
  ])('refuses a name that is %s, naming the option', (_case, value, message) => {
    expect(() => deviceName(value)).toThrow(UsageError);
    expect(() => deviceName(value)).toThrow(message);
  });

  it('takes phone, tablet or watch as the type, and nothing else', () => {
    expect(['phone', 'tablet', 'watch'].map(deviceType)).toEqual(['phone', 'tablet', 'watch']);
    for (const type of ['fridge', 'Tablet', '', undefined])
      expect(() => deviceType(type)).toThrow(/^--type /);
  });

  it('takes a model code of letters, digits, spaces, dots, underscores and dashes, at most 40', () => {
    for (const code of ['SM-X710', 'A', 'Galaxy Tab S9 FE.5G_x', 'x'.repeat(40)])
      expect(modelCode(code)).toBe(code);
    for (const code of ['', '-X710', ' X710', 'SM/X710', 'SM-X710!', 'x'.repeat(41), undefined]) {
      expect(() => modelCode(code)).toThrow(/^--model /);
    }
  });

  it('takes a model name as a name, and none when left out', () => {
    expect(modelName(undefined)).toBeUndefined();
    expect(modelName('Galaxy Tab S9')).toBe('Galaxy Tab S9');
    expect(() => modelName('')).toThrow(/^--model-name must be/);
  });

  it('finds the portal in --portal, then PORTAL_URL, then PUBLIC_URL, then localhost:8080', () => {
    const env = { PORTAL_URL: 'http://portal.test:3000/', PUBLIC_URL: 'https://public.test' };
    expect(portalUrl('https://given.test/', env)).toBe('https://given.test');
    expect(portalUrl(undefined, env)).toBe('http://portal.test:3000');
    expect(portalUrl(undefined, { PUBLIC_URL: 'https://public.test' })).toBe('https://public.test');
    expect(portalUrl(undefined, { PORTAL_URL: '', PUBLIC_URL: '' })).toBe('http://localhost:8080');
    expect(portalUrl('https://example.com/portal/', {})).toBe('https://example.com/portal');
  });

  it.each([
    ['--portal', 'localhost:8080'],
    ['--portal', 'ftp://portal.test'],
    ['--portal', 'not a url'],
    ['--portal', 'https://user:secret@portal.test'],
    ['--portal', 'https://portal.test/?x=1'],
  ])('refuses %s %s, naming where it came from', (source, value) => {
    expect(() => portalUrl(value, {})).toThrow(
      new RegExp(`^${source} must be an http:// or https:// URL`),
    );
  });

  it('names the variable a bad default came from', () => {
    expect(() => portalUrl(undefined, { PORTAL_URL: 'portal.test' })).toThrow(
      /^PORTAL_URL must be/,
    );
    expect(() => portalUrl(undefined, { PUBLIC_URL: 'mailto:x@y' })).toThrow(/^PUBLIC_URL must be/);
  });

  it('takes a count of decimal digits within its range, and the fallback when left out', () => {
    const range = { min: 1, max: 200, fallback: 12 };
    expect(wholeNumber('count', undefined, range)).toBe(12);
    expect(wholeNumber('count', '1', range)).toBe(1);
    expect(wholeNumber('count', '200', range)).toBe(200);
    expect(wholeNumber('count', '007', range)).toBe(7);
  });

  it.each(['0', '201', '-1', '+3', '3.0', '1e2', ' 3', '0x10', '', 'twelve', '9'.repeat(20)])(
    'refuses the count %j, naming the option and its range',
    (value) => {
      expect(() => wholeNumber('count', value, { min: 1, max: 200, fallback: 12 })).toThrow(
        new UsageError(
          `--count must be a whole number from 1 to 200 (got ${JSON.stringify(value)}).`,
        ),
      );
    },
  );

  it('checks a --portal given to a command of an enrolled device, with no default', () => {
    expect(givenPortal(undefined)).toBeUndefined();
    expect(givenPortal('http://portal.test:8080/')).toBe('http://portal.test:8080');
    expect(() => givenPortal('portal.test')).toThrow(/^--portal must be an http/);
  });
});
