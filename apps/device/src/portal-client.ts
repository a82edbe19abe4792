import {
  approveWebSignInFromDevice,
  refreshDeviceCredential,
  RefreshedDeviceCredential,
} from '@cloud-portal/contract/device-api';
import {
  recordDeviceBackupRun,
  reportDeviceSyncedContents,
  uploadDevicePhoto,
} from '@cloud-portal/contract/device-data';
import {
  DevicePhoto,
  DevicePhotoListing,
  emptyDevicePhotoTrash,
  listDevicePhotos,
  restoreDevicePhoto,
  trashDevicePhoto,
} from '@cloud-portal/contract/device-photos';
import {
  DeviceEnrolmentSettings,
  enrolDevice,
  getDeviceEnrolmentSettings,
  type DeviceDescription,
} from '@cloud-portal/contract/device-enrolment';
import {
  BACKUP_FILE_CONTENT_TYPE,
  downloadDeviceRestoreFile,
  listDeviceRestoreFiles,
  RestoreListing,
  uploadDeviceBackupFile,
  uploadDeviceBackupFilePart,
  getDeviceBackupFileUpload,
  BackupFileUpload,
} from '@cloud-portal/contract/device-backup-files';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { isErrorBody } from '@cloud-portal/contract/error-body';
import { PAGE_LIMIT_MAX } from '@cloud-portal/contract/paging';
import type Type from 'typebox';
import Value from 'typebox/value';
import { CommandError } from './command-errors';
import { fetchBytes, fetchJson, type JsonAnswer } from './fetch-json';

const EnrolmentAnswer = enrolDevice.responses[200];
const ApprovalAnswer = approveWebSignInFromDevice.responses[200];
const SyncReportAnswer = reportDeviceSyncedContents.responses[200];
const BackupRunAnswer = recordDeviceBackupRun.responses[200];
const PhotoAnswer = uploadDevicePhoto.responses[200];
const BackupFileAnswer = uploadDeviceBackupFile.responses[200];
const EmptiedTrashAnswer = emptyDevicePhotoTrash.responses[200];

/** What a device reports it syncs (packages/contract device-data.ts). */
export type SyncedContentReport = Type.Static<typeof reportDeviceSyncedContents.body>;
/** One backup run of a device. */
export type BackupRun = Type.Static<typeof recordDeviceBackupRun.body>;
export type UploadedPhoto = Type.Static<typeof PhotoAnswer>;
export type EmptiedTrash = Type.Static<typeof EmptiedTrashAnswer>;

/** Every command acting as an enrolled device says this when the portal answers 401. */
export const CREDENTIAL_REFUSED =
  "The portal no longer accepts this device's credential (it was signed out on My devices, or enrolled again): run enroll again.";

/** What approving a web sign-in from the device came to. */
export type WebSignInApproval =
  | { outcome: 'approved'; deviceId: string; requestCreatedAt: number }
  /** 404: no web sign-in of the account is waiting for a device. */
  | { outcome: 'nothing-waiting' }
  /** 401: the portal does not know the credential (the device was removed, or enrolled again). */
  | { outcome: 'credential-refused' };

/** The portal's device API (packages/contract device-enrolment.ts and device-api.ts), as a device calls it. */
export class PortalClient {
  constructor(readonly portal: string) {}

  /** Where the device signs its owner in. */
  async enrolmentSettings(): Promise<DeviceEnrolmentSettings> {
    const answer = await this.call(
      getDeviceEnrolmentSettings.method,
      getDeviceEnrolmentSettings.path,
    );
    if (answer.status !== 200)
      throw new CommandError(`The portal cannot enrol devices now: ${describeRefusal(answer)}`);
    return this.expect(DeviceEnrolmentSettings, answer);
  }

  /** Trades the owner's ID token for the device's credential. */
  async enrol(
    idToken: string,
    device: DeviceDescription,
  ): Promise<{ deviceId: string; credential: string }> {
    const answer = await this.call(enrolDevice.method, enrolDevice.path, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, device }),
    });
    if (answer.status !== 200)
      throw new CommandError(
        `The portal refused to enrol "${device.name}": ${describeRefusal(answer)}`,
      );
    return this.expect(EnrolmentAnswer, answer);
  }

  /** Approves the account's waiting web sign-in as the device the credential names. */
  async approveWebSignIn(credential: string): Promise<WebSignInApproval> {
    const answer = await this.call(
      approveWebSignInFromDevice.method,
      approveWebSignInFromDevice.path,
      {
        headers: { authorization: `Bearer ${credential}` },
      },
    );
    if (answer.status === 404) return { outcome: 'nothing-waiting' };
    if (answer.status === 401) return { outcome: 'credential-refused' };
    if (answer.status !== 200)
      throw new CommandError(`The portal refused the approval: ${describeRefusal(answer)}`);
    return { outcome: 'approved', ...this.expect(ApprovalAnswer, answer) };
  }

  /** Trades the device's credential for a new one; the one sent stops working. */
  async refreshCredential(credential: string): Promise<RefreshedDeviceCredential> {
    const answer = await this.deviceCall(
      credential,
      refreshDeviceCredential,
      jsonBody({}),
      'the credential refresh',
    );
    return this.expect(RefreshedDeviceCredential, answer);
  }

  /** Reports what the device syncs, per content id; answers how many the portal took. */
  async reportSyncedContents(
    credential: string,
    report: SyncedContentReport,
  ): Promise<Type.Static<typeof SyncReportAnswer>> {
    const answer = await this.deviceCall(
      credential,
      reportDeviceSyncedContents,
      jsonBody(report),
      'the synced contents',
    );
    return this.expect(SyncReportAnswer, answer);
  }

  /** Records one backup run of the device, all of it or nothing. */
  async recordBackupRun(
    credential: string,
    run: BackupRun,
  ): Promise<Type.Static<typeof BackupRunAnswer>> {
    const answer = await this.deviceCall(
      credential,
      recordDeviceBackupRun,
      jsonBody(run),
      'the backup',
    );
    return this.expect(BackupRunAnswer, answer);
  }

  /** Uploads one photo to the owner's Gallery: the body is the image file itself. */
  async uploadPhoto(credential: string, jpeg: Uint8Array): Promise<UploadedPhoto> {
    const answer = await this.deviceCall(
      credential,
      uploadDevicePhoto,
      { headers: { 'content-type': 'image/jpeg' }, body: new Blob([new Uint8Array(jpeg)]) },
      'the photo',
    );
    return this.expect(PhotoAnswer, answer);
  }

  /** The newest `limit` photos of the owner's Gallery (`trashed` false) or trash (true), with their trash state. */
  async listPhotos(
    credential: string,
    query: { trashed: boolean; limit: number },
  ): Promise<DevicePhotoListing> {
    const search = new URLSearchParams({
      trashed: String(query.trashed),
      limit: String(query.limit),
    });
    const answer = await this.deviceCall(
      credential,
      { method: listDevicePhotos.method, path: `${listDevicePhotos.path}?${search}` },
      { headers: {} },
      'the photo list',
    );
    return this.expect(DevicePhotoListing, answer);
  }

  /** Moves one photo to the trash, for every device of the owner, as deleting it on the device does. */
  async trashPhoto(credential: string, photoId: string): Promise<DevicePhoto> {
    const answer = await this.deviceCall(
      credential,
      { method: trashDevicePhoto.method, path: buildPath(trashDevicePhoto.path, { id: photoId }) },
      { headers: {} },
      'moving a photo to the trash',
    );
    return this.expect(DevicePhoto, answer);
  }

  /** Takes one photo out of the trash. */
  async restorePhoto(credential: string, photoId: string): Promise<DevicePhoto> {
    const answer = await this.deviceCall(
      credential,
      {
        method: restoreDevicePhoto.method,
        path: buildPath(restoreDevicePhoto.path, { id: photoId }),
      },
      { headers: {} },
      'restoring a photo',
    );
    return this.expect(DevicePhoto, answer);
  }

  /** Deletes every photo in the owner's trash for good. */
  async emptyTrash(credential: string): Promise<EmptiedTrash> {
    const answer = await this.deviceCall(
      credential,
      emptyDevicePhotoTrash,
      { headers: {} },
      'emptying the trash',
    );
    return this.expect(EmptiedTrashAnswer, answer);
  }

  /** Uploads the bytes of one backup file under their content hash; answers whether the portal had to store them. */
  async uploadBackupFile(
    credential: string,
    contentHash: string,
    bytes: Uint8Array,
  ): Promise<Type.Static<typeof BackupFileAnswer>> {
    const answer = await this.deviceCall(
      credential,
      {
        method: uploadDeviceBackupFile.method,
        path: buildPath(uploadDeviceBackupFile.path, { contentHash }),
      },
      {
        headers: { 'content-type': BACKUP_FILE_CONTENT_TYPE },
        body: new Blob([new Uint8Array(bytes)]),
      },
      'a backup file',
    );
    return this.expect(BackupFileAnswer, answer);
  }

  /** Stores one part of a file going up in parts: `bytes` at `offset` of a file of `size` bytes. */
  async uploadBackupFilePart(
    credential: string,
    upload: { contentHash: string; size: number; offset: number },
    bytes: Uint8Array,
  ): Promise<BackupFileUpload> {
    const answer = await this.deviceCall(
      credential,
      {
        method: uploadDeviceBackupFilePart.method,
        path: `${buildPath(uploadDeviceBackupFilePart.path, { contentHash: upload.contentHash, offset: upload.offset })}?size=${upload.size}`,
      },
      {
        headers: { 'content-type': BACKUP_FILE_CONTENT_TYPE },
        body: new Blob([new Uint8Array(bytes)]),
      },
      'a part of a backup file',
    );
    return this.expect(BackupFileUpload, answer);
  }

  /** Where the upload in parts of a file stands; null when none is under way. */
  async backupFileUpload(
    credential: string,
    contentHash: string,
  ): Promise<BackupFileUpload | null> {
    const path = buildPath(getDeviceBackupFileUpload.path, { contentHash });
    const answer = await this.call(getDeviceBackupFileUpload.method, path, {
      headers: { authorization: `Bearer ${credential}` },
    });
    if (answer.status === 404) return null;
    if (answer.status === 401) throw new CommandError(CREDENTIAL_REFUSED);
    if (answer.status !== 200)
      throw new CommandError(
        `The portal refused to say how far an upload got: ${describeRefusal(answer)}`,
      );
    return this.expect(BackupFileUpload, answer);
  }

  /** One page of the files of a device's latest backup (the calling device's own without `tdid`). */
  async restoreListing(
    credential: string,
    page: { cursor?: string; tdid?: string } = {},
  ): Promise<RestoreListing> {
    const query = new URLSearchParams({
      limit: String(PAGE_LIMIT_MAX),
      ...(page.tdid !== undefined && { tdid: page.tdid }),
      ...(page.cursor !== undefined && { cursor: page.cursor }),
    });
    const answer = await this.deviceCall(
      credential,
      { method: listDeviceRestoreFiles.method, path: `${listDeviceRestoreFiles.path}?${query}` },
      { headers: {} },
      'the restore',
    );
    return this.expect(RestoreListing, answer);
  }

  /** The bytes of one backed-up file, by content hash. */
  async downloadRestoreFile(credential: string, contentHash: string): Promise<Buffer> {
    const url = `${this.portal}${buildPath(downloadDeviceRestoreFile.path, { contentHash })}`;
    const answer = await fetchBytes(
      url,
      {
        method: downloadDeviceRestoreFile.method,
        headers: { authorization: `Bearer ${credential}` },
      },
      `the portal at ${this.portal}`,
    );
    if (answer.status === 401) throw new CommandError(CREDENTIAL_REFUSED);
    if (answer.status !== 200)
      throw new CommandError(
        `The portal refused a file of the restore: ${describeRefusal(answer)}`,
      );
    return answer.bytes;
  }

  /**
   * A device API call with the device's credential: its 200 answer, else a CommandError (401
   * is the credential refused, which enroll mends).
   */
  private async deviceCall(
    credential: string,
    endpoint: { method: string; path: string },
    init: { headers: Record<string, string>; body?: BodyInit },
    what: string,
  ): Promise<JsonAnswer> {
    const answer = await this.call(endpoint.method, endpoint.path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${credential}` },
    });
    if (answer.status === 401) throw new CommandError(CREDENTIAL_REFUSED);
    if (answer.status !== 200)
      throw new CommandError(`The portal refused ${what}: ${describeRefusal(answer)}`);
    return answer;
  }

  private call(method: string, path: string, init: RequestInit = {}): Promise<JsonAnswer> {
    return fetchJson(`${this.portal}${path}`, { ...init, method }, `the portal at ${this.portal}`);
  }

  /** The answer's body as the contract says it is; anything else is not the portal answering. */
  private expect<S extends Type.TSchema>(schema: S, answer: JsonAnswer): Type.Static<S> {
    if (!Value.Check(schema, answer.body)) {
      throw new CommandError(
        `${this.portal} answered something the portal does not (HTTP ${answer.status}): is it the portal's address?`,
      );
    }
    return answer.body;
  }
}

function jsonBody(value: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) };
}

/** An error answer in one line: the portal's message and rcode, or its HTTP status when it has none. */
export function describeRefusal(answer: JsonAnswer): string {
  return isErrorBody(answer.body)
    ? `${answer.body.rmsg} (rcode ${answer.body.rcode})`
    : `HTTP ${answer.status}`;
}
