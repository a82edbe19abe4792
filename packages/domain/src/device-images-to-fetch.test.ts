import { describe, expect, it } from 'vitest';
import { modelsToFetch } from './device-images-to-fetch';

describe('modelsToFetch', () => {
  it.each<[string, Array<string | null | undefined>, string[], string[]]>([
    ['nothing', [], [], []],
    ['all new', ['SM-S918B', 'SM-X710'], [], ['SM-S918B', 'SM-X710']],
    ['cached skipped', ['SM-S918B', 'SM-X710'], ['SM-X710'], ['SM-S918B']],
    ['duplicates once', ['SM-A', 'SM-B', 'SM-A'], [], ['SM-A', 'SM-B']],
    ['all cached', ['SM-A', 'SM-A'], ['SM-A'], []],
    ['blank and missing skipped', ['', '  ', null, undefined, 'SM-A'], [], ['SM-A']],
    ['whitespace trimmed', [' SM-A ', 'SM-A'], [], ['SM-A']],
  ])('%s', (_name, models, cached, expected) => {
    expect(modelsToFetch(models, cached)).toEqual(expected);
  });
});
