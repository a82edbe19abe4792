import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { healthRoutes } from './http/health-routes';
import { supportContactRoute } from './http/support-contact-route';
import { announcementRoutes } from './modules/announcements/announcement-routes';
import { operatorRoutes } from './modules/announcements/operator-routes';
import { backupRoutes } from './modules/backup/backup-routes';
import { changesRoutes } from './modules/changes/changes-routes';
import { deviceApiRoutes } from './modules/device-api/device-api-routes';
import { deviceDataRoutes } from './modules/device-api/device-data-routes';
import { devicePhotoRoutes } from './modules/device-api/device-photo-routes';
import { deviceContextRoutes } from './modules/device-context/device-context-routes';
import { driveRoutes } from './modules/drive/drive-routes';
import { e2eeRoutes } from './modules/e2ee/e2ee-routes';
import { edpRoutes } from './modules/edp/edp-routes';
import { erasureRoutes } from './modules/erasure/erasure-routes';
import { galleryRoutes } from './modules/gallery/gallery-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-routes';
import { productsRoutes } from './modules/products/products-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { quotaRoutes } from './modules/quota/quota-routes';
import { securityRoutes } from './modules/security/security-routes';
import { temporaryBackupRoutes } from './modules/temporary-backup/temporary-backup-routes';
import { verificationRoutes } from './modules/verification/verification-routes';
import type { PortalServices } from './portal-services';

/** A module's routes: a Fastify plugin given the portal's services (it may use a part of them). */
type RoutePlugin = (app: FastifyInstance, services: PortalServices) => Promise<void>;

/**
 * Every route plugin of the API, one line each, registered by buildApp in this order. No
 * plugin registers another: adding a module's routes is adding a line here.
 */
export const ROUTE_PLUGINS: { open: readonly RoutePlugin[]; cloud: readonly RoutePlugin[] } = {
  /** Routes that check their caller themselves (a session, a device credential, a signed link, the operator token) or need none. */
  open: [
    healthRoutes,
    authRoutes,
    // The account's own devices, authenticated by their device credential.
    deviceApiRoutes,
    deviceDataRoutes,
    devicePhotoRoutes,
    supportContactRoute,
    unsubscribeRoutes,
    operatorRoutes,
  ],
  /** The cloud API (spec §7): only for a signed-in account the cloud serves (http/require-cloud-account.ts). */
  cloud: [
    galleryRoutes,
    erasureRoutes,
    verificationRoutes,
    backupRoutes,
    temporaryBackupRoutes,
    productsRoutes,
    // The calls the web builds its user state with (spec §3 User state).
    deviceContextRoutes,
    quotaRoutes,
    e2eeRoutes,
    edpRoutes,
    driveRoutes,
    profileRoutes,
    securityRoutes,
    changesRoutes,
    announcementRoutes,
    notificationRoutes,
  ],
};
