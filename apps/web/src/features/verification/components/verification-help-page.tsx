import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageIntro, PageTitle } from '@/ui/page-layout';
import { isVerificationHelpType, VERIFICATION_HELP_TYPES, verificationHelpPath } from '../verification-help-types';
import type { VerificationSource } from '../verification-slice';
import styles from './verification-pages.module.css';

function HelpTopic({ type }: { type: VerificationSource }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby={`verification-help-${type}`}>
      <h2 id={`verification-help-${type}`} className={styles.panelTitle}>
        {t(`verification.help.types.${type}.title`)}
      </h2>
      <p>{t(`verification.help.types.${type}.steps`)}</p>
      <p>{type === 'email' ? t('verification.help.types.email.noEmail') : t('verification.help.types.mobile.noDevice')}</p>
    </section>
  );
}

/**
 * /verification/help and /verification/help/{type} (spec §2): why a new browser is
 * confirmed, and how each way works. Back goes to the verification page.
 */
export function VerificationHelpPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verification.help.pageTitle'));
  const { type } = useParams();
  const topic = isVerificationHelpType(type) ? type : null;
  return (
    <Page spacing="relaxed" width="form">
      <PageIntro>
        <PageTitle>{topic === null ? t('verification.help.title') : t(`verification.help.types.${topic}.title`)}</PageTitle>
        {topic === null && <p>{t('verification.help.intro')}</p>}
      </PageIntro>
      {topic === null ? (
        <>
          <section className={styles.panel} aria-labelledby="verification-help-why">
            <h2 id="verification-help-why" className={styles.panelTitle}>
              {t('verification.help.whyTitle')}
            </h2>
            <p>{t('verification.help.why')}</p>
          </section>
          <nav aria-labelledby="verification-help-types">
            <h2 id="verification-help-types" className={styles.panelTitle}>
              {t('verification.help.typesTitle')}
            </h2>
            <ul className={styles.topics}>
              {VERIFICATION_HELP_TYPES.map((helpType) => (
                <li key={helpType}>
                  <Link to={verificationHelpPath(helpType)}>{t(`verification.help.types.${helpType}.linkLabel`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : (
        <HelpTopic type={topic} />
      )}
      <p>
        <Link to={PortalRoutes.verification}>{t('verification.help.back')}</Link>
      </p>
    </Page>
  );
}
