import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Button } from '@/ui/button';
import { Page, PageIntro, PageTitle } from '@/ui/page-layout';
import { takeReturnPage } from '../verification-return-page';

/** /verification-complete (spec §2): the sign-in is confirmed; Continue goes back where the user was, or home. */
export function VerificationCompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.complete.pageTitle'));
  const navigate = useNavigate();
  return (
    <Page spacing="relaxed" width="form">
      <PageIntro>
        <PageTitle>{t('verification.complete.title')}</PageTitle>
        <p role="status">{t('verification.complete.body')}</p>
      </PageIntro>
      <p>
        <Button onClick={() => void navigate(takeReturnPage(), { replace: true })}>{t('verification.complete.continue')}</Button>
      </p>
    </Page>
  );
}
