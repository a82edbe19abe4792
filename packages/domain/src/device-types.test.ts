import { describe, expect, it } from 'vitest';
import { isDeviceType, isVirtualDeviceType } from './device-types';

describe('device types', () => {
  it('knows the three kinds of device and the three spaces of one, and nothing else', () => {
    expect(['phone', 'tablet', 'watch'].every(isDeviceType)).toBe(true);
    expect(['normal', 'knox', 'secure_folder'].every(isVirtualDeviceType)).toBe(true);
    expect(['Phone', 'laptop', 'knox', ''].some(isDeviceType)).toBe(false);
    expect(['phone', 'secure-folder', ''].some(isVirtualDeviceType)).toBe(false);
  });
});
