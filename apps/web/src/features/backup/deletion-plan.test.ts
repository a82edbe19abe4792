import { describe, expect, it } from 'vitest';
import { toBackupDeviceDetail } from './api/get-backup-devices';
import { deletionCalls, remainingDeletion } from './deletion-plan';
import { device, devicesResponse, item, NOW } from './testing/backup-fixtures';

const PHONE = device({
  items: [item('SMS'), item('MMS'), item('CONTACT'), item('MyProfile'), item('Voice'), item('NOPE')],
});
const devices = [toBackupDeviceDetail(devicesResponse([PHONE]), 'phone-1', NOW).device!];

describe('deletion plan', () => {
  it('deletes each chosen device backup', () => {
    expect(deletionCalls({ kind: 'devices', ids: ['a', 'b'] })).toEqual([
      { kind: 'device', deviceId: 'a' },
      { kind: 'device', deviceId: 'b' },
    ]);
  });

  it('deletes each content id a chosen category holds on that device', () => {
    expect(
      deletionCalls({ kind: 'contents', deviceId: 'phone-1', ids: ['messages', 'voiceRecorder'] }, devices),
    ).toEqual([
      { kind: 'content', deviceId: 'phone-1', cid: 'SMS' },
      { kind: 'content', deviceId: 'phone-1', cid: 'MMS' },
      { kind: 'content', deviceId: 'phone-1', cid: 'Voice' },
    ]);
  });

  it('adds nothing for categories the device lacks or an unknown device', () => {
    expect(deletionCalls({ kind: 'contents', deviceId: 'phone-1', ids: ['clock', 'x'] }, devices)).toEqual([]);
    expect(deletionCalls({ kind: 'contents', deviceId: 'other', ids: ['messages'] }, devices)).toEqual([]);
  });

  it('deletes temporary backups by id', () => {
    expect(deletionCalls({ kind: 'temporary', ids: ['t1'] })).toEqual([{ kind: 'temporary', id: 't1' }]);
  });

  it('turns the calls left back into a choice', () => {
    expect(remainingDeletion([])).toBeNull();
    expect(remainingDeletion([{ kind: 'device', deviceId: 'b' }])).toEqual({ kind: 'devices', ids: ['b'] });
    expect(remainingDeletion([{ kind: 'temporary', id: 't' }])).toEqual({ kind: 'temporary', ids: ['t'] });
    expect(
      remainingDeletion([
        { kind: 'content', deviceId: 'phone-1', cid: 'MMS' },
        { kind: 'content', deviceId: 'phone-1', cid: 'Voice' },
      ]),
    ).toEqual({ kind: 'contents', deviceId: 'phone-1', ids: ['messages', 'voiceRecorder'] });
  });
});
