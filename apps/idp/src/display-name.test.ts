import { describe, expect, it } from 'vitest';

import { checkDisplayName } from './display-name';

describe('display name rules', () => {
  it('trims and accepts up to 100 characters, counting an emoji as one', () => {
    expect(checkDisplayName('  Alex  ')).toEqual({ ok: true, value: 'Alex' });
    expect(checkDisplayName('😀'.repeat(100))).toMatchObject({ ok: true });
  });

  it('refuses empty, too long and control characters', () => {
    expect(checkDisplayName('   ')).toEqual({ ok: false, error: 'profile.error.nameEmpty' });
    expect(checkDisplayName(undefined)).toEqual({ ok: false, error: 'profile.error.nameEmpty' });
    expect(checkDisplayName('a'.repeat(101))).toEqual({
      ok: false,
      error: 'profile.error.nameTooLong',
    });
    expect(checkDisplayName('a\u0000b')).toEqual({ ok: false, error: 'profile.error.nameInvalid' });
  });
});
