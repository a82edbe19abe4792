import type { HttpMethod } from './endpoint';

/** Where one call of the wire contract lives: its method and its path (`:param` placeholders). */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

/**
 * Every call's method and path, written once. The endpoints (with their TypeBox schemas) spread
 * these, and the web app imports this table alone: it holds no schema, so TypeBox stays out of
 * the browser's bundle while a path is still written in one place.
 */
export const endpointRoutes = {
  // account-changes.ts
  waitForAccountChanges: { method: 'GET', path: '/api/changes/v1/wait' },
  // announcements.ts
  getCurrentAnnouncements: { method: 'GET', path: '/api/announcements/v1/current' },
  postAnnouncement: { method: 'POST', path: '/operator/v1/announcements' },
  // backup.ts
  getBackupDevices: { method: 'GET', path: '/api/backup/v4/devices' },
  deleteBackupContent: { method: 'DELETE', path: '/api/backup/v4/contents/:cid' },
  deleteBackupDevice: { method: 'DELETE', path: '/api/backup/v4/devices/:id' },
  // confirm-token.ts
  startPasswordConfirmation: { method: 'POST', path: '/auth/confirm-password' },
  // device-api.ts
  approveWebSignInFromDevice: { method: 'POST', path: '/device-api/v1/web-sign-in/approve' },
  refreshDeviceCredential: { method: 'POST', path: '/device-api/v1/credential' },
  // device-backup-files.ts
  uploadDeviceBackupFile: { method: 'PUT', path: '/device-api/v1/backup-files/:contentHash' },
  uploadDeviceBackupFilePart: { method: 'PUT', path: '/device-api/v1/backup-files/:contentHash/parts/:offset' },
  getDeviceBackupFileUpload: { method: 'GET', path: '/device-api/v1/backup-files/:contentHash/upload' },
  listDeviceRestoreFiles: { method: 'GET', path: '/device-api/v1/restore/files' },
  downloadDeviceRestoreFile: { method: 'GET', path: '/device-api/v1/restore/files/:contentHash' },
  // device-context.ts
  getDeviceContexts: { method: 'GET', path: '/api/device-context/v1/devices' },
  getAppUsage: { method: 'POST', path: '/api/device-context/v1/get-app-usage' },
  signOutDevice: { method: 'DELETE', path: '/api/device-context/v1/devices/:id/credentials' },
  // device-data.ts
  reportDeviceSyncedContents: { method: 'PUT', path: '/device-api/v1/synced-contents' },
  recordDeviceBackupRun: { method: 'POST', path: '/device-api/v1/backups' },
  uploadDevicePhoto: { method: 'POST', path: '/device-api/v1/photos' },
  // device-enrolment.ts
  getDeviceEnrolmentSettings: { method: 'GET', path: '/device-api/v1/enrolment' },
  enrolDevice: { method: 'POST', path: '/device-api/v1/enrolment' },
  // device-photos.ts
  listDevicePhotos: { method: 'GET', path: '/device-api/v1/photos' },
  trashDevicePhoto: { method: 'DELETE', path: '/device-api/v1/photos/:id' },
  restoreDevicePhoto: { method: 'POST', path: '/device-api/v1/photos/:id/restore' },
  emptyDevicePhotoTrash: { method: 'DELETE', path: '/device-api/v1/photos/trash' },
  // e2ee.ts
  getE2eeGroups: { method: 'GET', path: '/api/kps/v2/manage/groups' },
  getE2eePolicies: { method: 'GET', path: '/api/kps/v2/info/policy' },
  getBackupE2eeDevices: { method: 'GET', path: '/api/backup/v4/e2ee/devices' },
  getDataE2eeDevices: { method: 'GET', path: '/api/data/v3/e2ee/devices' },
  // edp.ts
  getEdpUser: { method: 'GET', path: '/api/sbp/edp/users' },
  resetEdpUser: { method: 'POST', path: '/api/sbp/edp/users/reset' },
  cancelEdpReset: { method: 'POST', path: '/api/sbp/edp/users/reset/cancel' },
  // erasure.ts
  requestErasure: { method: 'DELETE', path: '/api/lgi/eos/v1/data' },
  getIncompletedTasks: { method: 'GET', path: '/api/lgi/eos/v1/task/incompleted' },
  // gallery.ts
  getGalleryQuota: { method: 'GET', path: '/api/odi/v2/quota/:serviceId' },
  getPhotos: { method: 'GET', path: '/api/media/v1/photos' },
  getPhotoThumbnail: { method: 'GET', path: '/api/media/v1/photos/:photoId/thumbnail' },
  // notifications.ts
  getNotifications: { method: 'GET', path: '/api/notifications/v1/list' },
  markNotificationRead: { method: 'POST', path: '/api/notifications/v1/:id/read' },
  markAllNotificationsRead: { method: 'POST', path: '/api/notifications/v1/read-all' },
  // onedrive.ts
  getOneDriveLinkStatus: { method: 'GET', path: '/api/odi/v2/link/status' },
  // products.ts
  fetchProducts: { method: 'POST', path: '/api/pki/v2/products/fetch' },
  downloadProductImage: { method: 'GET', path: '/api/pki/v2/images/:imageId' },
  // profile.ts
  getProfile: { method: 'GET', path: '/api/user/v2/profile' },
  // quota.ts
  getQuotaUsage: { method: 'GET', path: '/api/quota/v3/usage' },
  // security.ts
  getBrowserSessions: { method: 'GET', path: '/api/security/v1/sessions' },
  endBrowserSession: { method: 'DELETE', path: '/api/security/v1/sessions/:sessionId' },
  endOtherBrowserSessions: { method: 'POST', path: '/api/security/v1/sessions/end-others' },
  getSecurityEvents: { method: 'GET', path: '/api/security/v1/events' },
  // session.ts
  getSession: { method: 'GET', path: '/auth/session' },
  // sign-in.ts
  startSignIn: { method: 'POST', path: '/auth/authorize' },
  startSignInNavigation: { method: 'GET', path: '/auth/authorize' },
  signInCallback: { method: 'GET', path: '/auth/token/access' },
  endSession: { method: 'POST', path: '/auth/token/expire' },
  // temporary-backup.ts
  getTemporaryBackups: { method: 'GET', path: '/api/ctb/csweb/backups' },
  extendTemporaryBackup: { method: 'POST', path: '/api/ctb/csweb/backups/:id/extend' },
  deleteTemporaryBackup: { method: 'DELETE', path: '/api/ctb/v2/backups/:id' },
  // web-sign-in.ts
  startWebSignIn: { method: 'PUT', path: '/api/auth/sc/tokens/v1/web' },
  pollWebSignIn: { method: 'GET', path: '/api/auth/sc/tokens/v1/web' },
  getWebSignInVerified: { method: 'GET', path: '/api/auth/sc/verification/v1/tokens/web/isVerified' },
  confirmWebSignInByEmail: { method: 'POST', path: '/api/auth/sc/verification/v1/email/:token' },
} as const satisfies Readonly<Record<string, EndpointRoute>>;
