import { describe, expect, it } from 'vitest';
import { AVATAR_COLOUR_COUNT, avatarColourIndex, initialOf } from './avatar-colour';
import { findDeviceLabelKey } from './find-device-label';

describe('avatarColourIndex', () => {
  it('gives the same name the same colour every time', () => {
    expect(avatarColourIndex('Alex Morgan')).toBe(avatarColourIndex('Alex Morgan'));
    expect(avatarColourIndex(' alex morgan ')).toBe(avatarColourIndex('Alex Morgan'));
  });

  it('stays inside the palette and spreads names over it', () => {
    const names = [
      'Alex',
      'Sam',
      'Kim',
      'Lee',
      'Noa',
      'Ana',
      'Jo',
      'Eli',
      'Max',
      'Ida',
      'Uma',
      'Tom',
    ];
    const indexes = names.map((name) => avatarColourIndex(name));
    for (const index of indexes) {
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(AVATAR_COLOUR_COUNT);
    }
    expect(new Set(indexes).size).toBeGreaterThan(3);
  });
});

describe('initialOf', () => {
  it('is the first letter, upper-cased, of any script', () => {
    expect(initialOf('alex Morgan')).toBe('A');
    expect(initialOf('  émile')).toBe('É');
    expect(initialOf('김민준')).toBe('김');
    expect(initialOf('')).toBe('?');
  });
});

describe('findDeviceLabelKey', () => {
  it('says Find My Mobile in Korea and Find elsewhere', () => {
    expect(findDeviceLabelKey('KR')).toBe('shell.drawer.findMyMobile');
    expect(findDeviceLabelKey('US')).toBe('shell.drawer.find');
  });
});
