import { DeviceDescription } from '@cloud-portal/contract/device-enrolment';
import type { DeviceType } from '@cloud-portal/contract/backup';
import Value from 'typebox/value';
import { UsageError } from './command-errors';

// The limits are the contract's (what the portal's enrolment accepts), checked here too so a
// bad option is refused before any network call rather than after the owner approved.
const fields = DeviceDescription.properties;

/** A value shown in a message, quoted and with control characters escaped. */
function shown(value: string): string {
  return JSON.stringify(value);
}

function required(option: string, value: string | undefined): string {
  if (value === undefined) throw new UsageError(`--${option} is required.`);
  return value;
}

export function deviceName(value: string | undefined, option = 'name'): string {
  const name = required(option, value);
  if (!Value.Check(fields.name, name) || name.trim() === '') {
    throw new UsageError(
      `--${option} must be 1 to 60 characters, not all spaces and without control characters (got ${shown(name)}).`,
    );
  }
  return name;
}

export function deviceType(value: string | undefined): DeviceType {
  const type = required('type', value);
  if (!Value.Check(fields.type, type))
    throw new UsageError(`--type must be phone, tablet or watch (got ${shown(type)}).`);
  return type;
}

export function modelCode(value: string | undefined): string {
  const code = required('model', value);
  if (!Value.Check(fields.modelCode, code)) {
    throw new UsageError(
      `--model must be at most 40 letters, digits, spaces, '.', '_' or '-', starting with a letter or digit (got ${shown(code)}).`,
    );
  }
  return code;
}

export function modelName(value: string | undefined): string | undefined {
  return value === undefined ? undefined : deviceName(value, 'model-name');
}

/**
 * The portal's address without a trailing slash: --portal, else PORTAL_URL, else PUBLIC_URL
 * (what the portal itself is configured with), else the address `npm start` serves.
 */
export function portalUrl(
  option: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const [source, value] =
    option !== undefined
      ? ['--portal', option]
      : env.PORTAL_URL
        ? ['PORTAL_URL', env.PORTAL_URL]
        : env.PUBLIC_URL
          ? ['PUBLIC_URL', env.PUBLIC_URL]
          : ['the default', 'http://localhost:8080'];
  return httpUrl(source, value);
}

/**
 * The --portal of a command acting as an enrolled device: checked as a URL, but no default
 * (the device's own portal is the one it enrolled at).
 */
export function givenPortal(option: string | undefined): string | undefined {
  return option === undefined ? undefined : httpUrl('--portal', option);
}

/** `value` as an http(s) URL without a trailing slash; a UsageError naming `source` otherwise. */
export function httpUrl(source: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${source} must be an http:// or https:// URL (got ${shown(value)}).`);
  }
  // The device credential travels to this address: no other scheme, and no user name or
  // password in it to leak into messages.
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw new UsageError(
      `${source} must be an http:// or https:// URL without credentials, query or fragment (got ${shown(value)}).`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * A count option: decimal digits only ("12", not "1e1", "+3" or "3.0"), from `min` to `max`;
 * `fallback` when left out.
 */
export function wholeNumber(
  option: string,
  value: string | undefined,
  range: { min: number; max: number; fallback: number },
): number {
  if (value === undefined) return range.fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(number >= range.min && number <= range.max)) {
    throw new UsageError(
      `--${option} must be a whole number from ${range.min} to ${range.max} (got ${shown(value)}).`,
    );
  }
  return number;
}
