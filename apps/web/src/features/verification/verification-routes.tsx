import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';
import { VerificationCompletePage } from './components/verification-complete-page';
import { VerificationHelpPage } from './components/verification-help-page';
import { VerificationLayout } from './components/verification-layout';
import { VerificationPage } from './components/verification-page';
import { VerificationProcessingPage } from './components/verification-processing-page';
import { verificationHelpTypeLoader, verificationLoader, verificationProcessingLoader } from './verification-loaders';

/** Web sign-in verification (spec §2), children of the protected route: a signed-in user confirms this browser. */
export function verificationRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <VerificationLayout />,
      children: [
        { path: PortalRoutes.verification, loader: verificationLoader(store), element: <VerificationPage /> },
        { path: PortalRoutes.verificationHelp, element: <VerificationHelpPage /> },
        { path: PortalRoutes.verificationHelpType, loader: verificationHelpTypeLoader, element: <VerificationHelpPage /> },
        { path: PortalRoutes.verificationProcessing, loader: verificationProcessingLoader(store), element: <VerificationProcessingPage /> },
        { path: PortalRoutes.verificationComplete, element: <VerificationCompletePage /> },
      ],
    },
  ];
}
