import { describe, expect, it } from 'vitest';
import { fileRowStep } from './file-row-step';

describe('fileRowStep', () => {
  it.each([
    [360, 108],
    [600, 108],
    [600.5, 80],
    [601, 80],
    [602, 80],
    [960, 80],
    [1280, 80],
  ])('%s px wide -> %s px per row', (width, step) => {
    expect(fileRowStep(width)).toBe(step);
  });
});
