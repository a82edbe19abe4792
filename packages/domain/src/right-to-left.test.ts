import { describe, expect, it } from 'vitest';
import { isRightToLeft } from './right-to-left';

describe('isRightToLeft', () => {
  it.each([
    ['ar', true],
    ['he', true],
    ['fa-IR', true],
    ['ur_PK', true],
    ['AR', true],
    ['en', false],
    ['en-US', false],
    ['ko', false],
    ['', false],
  ])('%s -> %s', (tag, expected) => {
    expect(isRightToLeft(tag)).toBe(expected);
  });
});
