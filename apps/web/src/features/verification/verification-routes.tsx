import type { RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { AppStore } from '@/app/store';

const loaders = () => import('./verification-loaders');
const helpPage = async () => ({ Component: (await import('./components/verification-help-page')).VerificationHelpPage });

/**
 * Web sign-in verification (spec §2), children of the protected route: a signed-in user
 * confirms this browser. Each screen is fetched when first opened.
 */
export function verificationRoutes(store: AppStore): RouteObject[] {
  return [
    {
      lazy: async () => ({ Component: (await import('./components/verification-layout')).VerificationLayout }),
      children: [
        {
          path: PortalRoutes.verification,
          lazy: async () => {
            const [{ VerificationPage }, { verificationLoader }] = await Promise.all([import('./components/verification-page'), loaders()]);
            return { Component: VerificationPage, loader: verificationLoader(store) };
          },
        },
        { path: PortalRoutes.verificationHelp, lazy: helpPage },
        {
          path: PortalRoutes.verificationHelpType,
          lazy: async () => ({ ...(await helpPage()), loader: (await loaders()).verificationHelpTypeLoader }),
        },
        {
          path: PortalRoutes.verificationProcessing,
          lazy: async () => {
            const [{ VerificationProcessingPage }, { verificationProcessingLoader }] = await Promise.all([
              import('./components/verification-processing-page'),
              loaders(),
            ]);
            return { Component: VerificationProcessingPage, loader: verificationProcessingLoader(store) };
          },
        },
        {
          path: PortalRoutes.verificationComplete,
          lazy: async () => ({ Component: (await import('./components/verification-complete-page')).VerificationCompletePage }),
        },
      ],
    },
  ];
}
