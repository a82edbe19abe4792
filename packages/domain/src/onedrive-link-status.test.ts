import { describe, expect, it } from 'vitest';
import { oneDriveLinkFlags } from './onedrive-link-status';

describe('oneDriveLinkFlags', () => {
  it.each([
    ['LINKED', true, false],
    ['UNSUPPORTED', false, true],
    ['NOT_LINKED', false, false],
    ['linked', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%s -> linked %s, not supported %s', (status, isMSLinked, isODNotSupported) => {
    expect(oneDriveLinkFlags(status)).toEqual({ isMSLinked, isODNotSupported });
  });
});
