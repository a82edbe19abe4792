import { PortalRoutes, type PortalRoutePath } from '@cloud-portal/contract/portal-routes';

/** The error pages of spec §8, one per route. */
export const ERROR_VARIANTS = [
  '400',
  '403',
  '403Postpone',
  '403Locked',
  '403FraudDetection',
  '404',
  '500',
  '502',
  '503',
] as const;

export type ErrorVariant = (typeof ERROR_VARIANTS)[number];

export interface ErrorVariantDefinition {
  route: PortalRoutePath;
  /** The locked page adds a second message and the contact-us link (spec §2 Error pages). */
  hasContactUs: boolean;
}

export const ERROR_PAGES: Readonly<Record<ErrorVariant, ErrorVariantDefinition>> = {
  '400': { route: PortalRoutes.error400, hasContactUs: false },
  '403': { route: PortalRoutes.error403, hasContactUs: false },
  '403Postpone': { route: PortalRoutes.error403Postpone, hasContactUs: false },
  '403Locked': { route: PortalRoutes.error403Locked, hasContactUs: true },
  '403FraudDetection': { route: PortalRoutes.error403FraudDetection, hasContactUs: false },
  '404': { route: PortalRoutes.error404, hasContactUs: false },
  '500': { route: PortalRoutes.error500, hasContactUs: false },
  '502': { route: PortalRoutes.error502, hasContactUs: false },
  '503': { route: PortalRoutes.error503, hasContactUs: false },
};
