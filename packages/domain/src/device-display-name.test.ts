import { describe, expect, it } from 'vitest';
import { deviceDisplayName } from './device-display-name';

describe('deviceDisplayName', () => {
  it.each([
    [{ alias: "Alex's phone", modelName: 'P9100' }, 'Aurora 9', "Alex's phone"],
    [{ alias: null, modelName: 'P9100' }, 'Aurora 9', 'Aurora 9'],
    [{ alias: '  ', modelName: 'P9100' }, 'Aurora 9', 'Aurora 9'],
    [{ modelName: 'P9100' }, null, 'P9100'],
    [{ alias: null, modelName: 'P9100' }, undefined, 'P9100'],
  ])('%j with marketing name %j is %j', (device, marketingName, expected) => {
    expect(deviceDisplayName(device, marketingName)).toBe(expected);
  });
});
