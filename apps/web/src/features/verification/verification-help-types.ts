import { generatePath } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { VerificationSource } from './verification-slice';

/** The help topics of /verification/help/{type}: one per way to confirm (spec §2). */
export const VERIFICATION_HELP_TYPES: readonly VerificationSource[] = ['email', 'mobile'];

export function isVerificationHelpType(value: string | undefined): value is VerificationSource {
  return VERIFICATION_HELP_TYPES.some((type) => type === value);
}

/** The address of a help topic. */
export function verificationHelpPath(type: VerificationSource): string {
  return generatePath(PortalRoutes.verificationHelpType, { type });
}
