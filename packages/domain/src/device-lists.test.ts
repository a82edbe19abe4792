import { describe, expect, it } from 'vitest';
import type { TypedDevice } from './device-lists';
import { splitDevicesByType } from './device-lists';

const device = (device_id: string, model: string, v_device_type?: string | null): TypedDevice => ({
  device_id,
  model,
  v_device_type,
});

describe('splitDevicesByType', () => {
  it('puts each type in its own list', () => {
    const lists = splitDevicesByType([
      device('1', 'SM-S918B', 'normal'),
      device('2', 'SM-S918B', 'knox'),
      device('3', 'SM-S918B', 'secure_folder'),
      device('4', 'SM-X710', 'future_type'),
      device('5', 'SM-T', null),
    ]);
    expect({
      normal: lists.normal.map((d) => d.device_id),
      knox: lists.knox.map((d) => d.device_id),
      secureFolder: lists.secureFolder.map((d) => d.device_id),
    }).toEqual({ normal: ['1', '5', '4'], knox: ['2'], secureFolder: ['3'] });
  });

  it.each([
    ['by model', [device('a', 'SM-X710'), device('b', 'SM-S918B')], ['b', 'a']],
    ['natural number order', [device('a', 'SM-A15'), device('b', 'SM-A5')], ['b', 'a']],
    ['case ignored', [device('a', 'sm-b'), device('b', 'SM-A')], ['b', 'a']],
    ['device id breaks ties', [device('z', 'SM-A'), device('m', 'SM-A')], ['m', 'z']],
    ['empty', [], []],
  ])('sorts %s', (_name, devices, expectedIds) => {
    expect(splitDevicesByType(devices).normal.map((d) => d.device_id)).toEqual(expectedIds);
  });

  it('keeps extra fields and does not touch the input', () => {
    const input = [
      { ...device('b', 'SM-B'), contents_list: [{ cid: 'contacts' }] },
      { ...device('a', 'SM-A'), contents_list: [] },
    ];
    const lists = splitDevicesByType(input);
    expect(lists.normal[1]?.contents_list).toEqual([{ cid: 'contacts' }]);
    expect(input.map((d) => d.device_id)).toEqual(['b', 'a']);
  });
});
