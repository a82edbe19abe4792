import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeviceType } from '@cloud-portal/contract/backup';
import { EnrolledDeviceId } from '@cloud-portal/contract/device-enrolment';
import Type from 'typebox';
import Value from 'typebox/value';
import { CommandError } from './command-errors';

/** What a simulated device keeps after enrolling: enough to call the device API as itself. */
export const DeviceCredentials = Type.Object({
  portal: Type.String(),
  deviceId: EnrolledDeviceId,
  name: Type.String(),
  type: DeviceType,
  modelCode: Type.String(),
  /** The bearer token of the device API: whoever reads it can act as this device. */
  credential: Type.String({ minLength: 1 }),
  enrolledAt: Type.String(),
});
export type DeviceCredentials = Type.Static<typeof DeviceCredentials>;

/** DATA_DIR, as the portal reads it: ./data of the current directory unless set. */
export function dataDirFrom(env: Readonly<Record<string, string | undefined>>): string {
  return path.resolve(env.DATA_DIR || './data');
}

/**
 * The file name of a device: its name's letters and digits, lower-case, joined by '-'
 * ("Kitchen tablet" → kitchen-tablet). Names that differ only in case or punctuation are the
 * same device. A name with no Latin letter or digit gets a name from its hash instead.
 */
export function deviceSlug(name: string): string {
  // NFKD splits "é" into "e" and its accent, so "Zoë's phone" keeps its letters.
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  if (words) return words.join('-');
  return `device-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
}

/** Device credentials in DATA_DIR/devices/<slug>.json, readable by their owner only. */
export class DeviceCredentialsStore {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = path.join(dataDir, 'devices');
  }

  pathFor(name: string): string {
    return path.join(this.folder, `${deviceSlug(name)}.json`);
  }

  /** The saved credentials of the device so named; null when it never enrolled here. */
  async load(name: string): Promise<DeviceCredentials | null> {
    const file = this.pathFor(name);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let saved: unknown;
    try {
      saved = JSON.parse(text);
    } catch {
      saved = null;
    }
    if (!Value.Check(DeviceCredentials, saved)) {
      throw new CommandError(
        `${file} is not a device credentials file: remove it and run enroll again.`,
      );
    }
    return saved;
  }

  /** Saves (or replaces) the device's credentials; answers the file's path. */
  async save(credentials: DeviceCredentials): Promise<string> {
    // 0700/0600: the credential is a bearer token of the owner's account.
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await chmod(this.folder, 0o700);
    const file = this.pathFor(credentials.name);
    // Written beside and renamed over the old file, so a crash never leaves half a credential.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, `${JSON.stringify(credentials, null, 2)}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return file;
  }
}
