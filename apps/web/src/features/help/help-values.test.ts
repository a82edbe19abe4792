import { DEVICE_PHOTO_MAX_BYTES } from '@cloud-portal/contract/device-data';
import {
  BACKUP_EXPIRING_AFTER_DAYS,
  BACKUP_RETENTION_DAYS,
  GALLERY_TRASH_DAYS,
  IDLE_TIMEOUT_MS,
  IDLE_WARNING_BEFORE_MS,
  TEMPORARY_BACKUP_EXTENSION_DAYS,
  TEMPORARY_BACKUP_RETENTION_DAYS,
} from '@cloud-portal/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpValues } from './help-values';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('help values', () => {
  it('take the backup, temporary-backup and trash days from the domain constants', () => {
    expect(helpValues()).toMatchObject({
      retentionDays: BACKUP_RETENTION_DAYS,
      expiringDays: BACKUP_EXPIRING_AFTER_DAYS,
      temporaryDays: TEMPORARY_BACKUP_RETENTION_DAYS,
      extensionDays: TEMPORARY_BACKUP_EXTENSION_DAYS,
      extendedDays: TEMPORARY_BACKUP_RETENTION_DAYS + TEMPORARY_BACKUP_EXTENSION_DAYS,
      trashDays: GALLERY_TRASH_DAYS,
    });
  });

  it('state the largest Gallery photo the device API takes, as a size in the language shown', () => {
    // 25 MiB in the decimal units of the storage screens.
    expect(DEVICE_PHOTO_MAX_BYTES).toBe(26_214_400);
    expect(helpValues().photoMaxSize).toBe('26.2 MB');
    expect(helpValues({ language: 'de' }).photoMaxSize).toBe('26,2 MB');
    expect(helpValues({ language: 'fa' }).photoMaxSize).toBe('۲۶٫۲ MB');
  });

  it('follow the device API photo limit when it changes', async () => {
    vi.resetModules();
    vi.doMock('@cloud-portal/contract/device-data', () => ({ DEVICE_PHOTO_MAX_BYTES: 50 * 1000 * 1000 }));
    try {
      const { helpValues: freshHelpValues } = await import('./help-values');
      expect(freshHelpValues().photoMaxSize).toBe('50.0 MB');
    } finally {
      vi.doUnmock('@cloud-portal/contract/device-data');
      vi.resetModules();
    }
  });

  it('state the default idle time-out and warning when the build sets none', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', undefined);
    expect(helpValues()).toMatchObject({ idleMinutes: IDLE_TIMEOUT_MS / 60_000, idleWarningMinutes: IDLE_WARNING_BEFORE_MS / 60_000 });
  });

  it('state the idle time-out the build configured, and the warning the session time-out then shows', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', String(10 * 60_000));
    expect(helpValues()).toMatchObject({ idleMinutes: 10, idleWarningMinutes: 2 });
    // Below four minutes the warning comes halfway (idleWarningMs).
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', String(3 * 60_000));
    expect(helpValues()).toMatchObject({ idleMinutes: 3, idleWarningMinutes: 1.5 });
  });
});
