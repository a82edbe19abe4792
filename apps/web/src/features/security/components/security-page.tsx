import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageIntro, PageTitle } from '@/ui/page-layout';
import { BrowserSessionsSection } from './browser-sessions-section';
import { SecurityEventsSection } from './security-events-section';

/**
 * The security page (#/security, from the user drawer): where the account is signed in,
 * signing browsers out, and what happened to its security in the last 90 days.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.pageTitle'));

  return (
    <Page spacing="spacious" width="wide">
      <PageIntro>
        <PageTitle>{t('security.heading')}</PageTitle>
        <p>{t('security.intro')}</p>
      </PageIntro>
      <BrowserSessionsSection />
      <SecurityEventsSection />
    </Page>
  );
}
