// Rules for the display name edited on the account profile page.
import type { MessageKey } from './messages';

export const DISPLAY_NAME_MAX_LENGTH = 100;

export type DisplayNameCheck = { ok: true; value: string } | { ok: false; error: MessageKey };

/** Trims and checks a submitted display name: non-empty, at most 100 characters, no control characters. */
export function checkDisplayName(raw: string | undefined): DisplayNameCheck {
  const value = (raw ?? '').normalize('NFC').trim();
  if (value === '') return { ok: false, error: 'profile.error.nameEmpty' };
  // Count code points, not UTF-16 units, so an emoji counts as one character.
  if ([...value].length > DISPLAY_NAME_MAX_LENGTH)
    return { ok: false, error: 'profile.error.nameTooLong' };
  if (/[\p{Cc}\u2028\u2029]/u.test(value)) return { ok: false, error: 'profile.error.nameInvalid' };
  return { ok: true, value };
}
