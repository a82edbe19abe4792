import { mkdtemp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandError } from './command-errors';
import {
  dataDirFrom,
  DeviceCredentialsStore,
  deviceSlug,
  type DeviceCredentials,
} from './device-credentials-store';

const KITCHEN_TABLET: DeviceCredentials = {
  portal: 'http://localhost:8080',
  deviceId: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'Kitchen tablet',
  type: 'tablet',
  modelCode: 'SM-X710',
  credential: 'secret-credential',
  enrolledAt: '2025-01-02T03:04:05.000Z',
};

describe('device slug', () => {
  it.each([
    ['Kitchen tablet', 'kitchen-tablet'],
    ['  Kitchen   TABLET!! ', 'kitchen-tablet'],
    ["Zoë's phone", 'zoe-s-phone'],
    ['Watch 2', 'watch-2'],
    ['../../etc/passwd', 'etc-passwd'],
  ])('%j → %s', (name, slug) => {
    expect(deviceSlug(name)).toBe(slug);
  });

  it('names a device whose name has no Latin letter or digit from its hash, one per name', () => {
    expect(deviceSlug('キッチン')).toMatch(/^device-[0-9a-f]{12}$/);
    expect(deviceSlug('キッチン')).not.toBe(deviceSlug('寝室'));
  });
});

describe('device credentials store', () => {
  let dataDir: string;
  let store: DeviceCredentialsStore;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'device-store-'));
    store = new DeviceCredentialsStore(dataDir);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('reads DATA_DIR as the portal does: ./data of the current directory unless set', () => {
    expect(dataDirFrom({})).toBe(path.resolve('data'));
    expect(dataDirFrom({ DATA_DIR: '' })).toBe(path.resolve('data'));
    expect(dataDirFrom({ DATA_DIR: '/srv/portal' })).toBe('/srv/portal');
  });

  it('saves a device in DATA_DIR/devices/<slug>.json, readable by its owner only, and reads it back', async () => {
    const file = await store.save(KITCHEN_TABLET);
    expect(file).toBe(path.join(dataDir, 'devices', 'kitchen-tablet.json'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'devices'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(KITCHEN_TABLET);
    expect(await store.load('Kitchen tablet')).toEqual(KITCHEN_TABLET);
    expect(await store.load('kitchen TABLET')).toEqual(KITCHEN_TABLET);
  });

  it('replaces a saved device whole, keeps it private, and leaves no partial file', async () => {
    await store.save(KITCHEN_TABLET);
    const again = { ...KITCHEN_TABLET, credential: 'new-credential' };
    const file = await store.save(again);
    expect(await store.load('Kitchen tablet')).toEqual(again);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(dataDir, 'devices'))).toEqual(['kitchen-tablet.json']);
  });

  it('makes the devices folder private even when it was there before', async () => {
    await mkdir(path.join(dataDir, 'devices'), { mode: 0o755 });
    await store.save(KITCHEN_TABLET);
    expect((await stat(path.join(dataDir, 'devices'))).mode & 0o777).toBe(0o700);
  });

  it('answers null for a device that never enrolled, creating nothing', async () => {
    expect(await store.load('Kitchen tablet')).toBeNull();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a file that is not a device’s credentials', async () => {
    await mkdir(path.join(dataDir, 'devices'));
    for (const text of [
      'not json',
      JSON.stringify({ ...KITCHEN_TABLET, credential: undefined }),
      JSON.stringify({ ...KITCHEN_TABLET, type: 'fridge' }),
    ]) {
      await writeFile(path.join(dataDir, 'devices', 'kitchen-tablet.json'), text);
      await expect(store.load('Kitchen tablet')).rejects.toThrow(CommandError);
    }
  });
});
