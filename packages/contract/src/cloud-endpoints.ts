import { getCurrentAnnouncements } from './announcements';
import { deleteBackupContent, deleteBackupDevice, getBackupDevices } from './backup';
import { getAppUsage, getDeviceContexts, signOutDevice } from './device-context';
import { getBackupE2eeDevices, getDataE2eeDevices, getE2eeGroups, getE2eePolicies } from './e2ee';
import { cancelEdpReset, getEdpUser, resetEdpUser } from './edp';
import type { Endpoint } from './endpoint';
import { getIncompletedTasks, requestErasure } from './erasure';
import { getGalleryQuota, getPhotos, getPhotoThumbnail } from './gallery';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from './notifications';
import { getOneDriveLinkStatus } from './onedrive';
import { downloadProductImage, fetchProducts } from './products';
import { getProfile } from './profile';
import { getQuotaUsage } from './quota';
import { endBrowserSession, endOtherBrowserSessions, getBrowserSessions, getSecurityEvents } from './security';
import { deleteTemporaryBackup, extendTemporaryBackup, getTemporaryBackups } from './temporary-backup';
import { confirmWebSignInByEmail, getWebSignInVerified, pollWebSignIn, startWebSignIn } from './web-sign-in';

/**
 * Every call of spec §7's table, as the contract defines it, the security page's and My devices' sign-out,
 * announcements and notifications (issue 18). Tests walk this list (OpenAPI
 * completeness, input fuzzing, ownership) so a new endpoint is covered the day it is added.
 */
export const CLOUD_ENDPOINTS: readonly Endpoint[] = [
  getEdpUser,
  resetEdpUser,
  cancelEdpReset,
  getGalleryQuota,
  getPhotos,
  getPhotoThumbnail,
  getBackupDevices,
  deleteBackupContent,
  deleteBackupDevice,
  deleteTemporaryBackup,
  getTemporaryBackups,
  extendTemporaryBackup,
  fetchProducts,
  downloadProductImage,
  getE2eeGroups,
  getE2eePolicies,
  getBackupE2eeDevices,
  getDataE2eeDevices,
  getDeviceContexts,
  getAppUsage,
  signOutDevice,
  getQuotaUsage,
  requestErasure,
  getIncompletedTasks,
  getOneDriveLinkStatus,
  getProfile,
  startWebSignIn,
  pollWebSignIn,
  getWebSignInVerified,
  confirmWebSignInByEmail,
  getBrowserSessions,
  endBrowserSession,
  endOtherBrowserSessions,
  getSecurityEvents,
  getCurrentAnnouncements,
  getNotifications,
  markNotificationRead,
  markAllNotificationsRead,
];
