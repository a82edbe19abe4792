import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { takeReturnPage } from '../verification-return-page';
import styles from './verification-pages.module.css';

/** /verification-complete (spec §2): the sign-in is confirmed; Continue goes back where the user was, or home. */
export function VerificationCompletePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.complete.pageTitle'));
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('verification.complete.title')}</h1>
        <p role="status">{t('verification.complete.body')}</p>
      </div>
      <p>
        <Button onClick={() => void navigate(takeReturnPage(), { replace: true })}>{t('verification.complete.continue')}</Button>
      </p>
    </div>
  );
}
