import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SecurityEvent } from '@cloud-portal/contract/security';
import { useFormatters } from '@/i18n/use-formatters';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { PageSection } from '@/ui/page-layout';
import { useGetSecurityEventsQuery } from '../api/get-security-events';
import { browserLabel } from '../browser-label';
import styles from './security-page.module.css';

/** The account's security events of the last 90 days, newest first. */
export function SecurityEventsSection() {
  const { t } = useTranslation();
  const query = useGetSecurityEventsQuery();

  const status = loadStatusOf(query);
  let body;
  if (status === 'error') {
    body = (
      <LoadError
        message={t('security.events.failed')}
        retryLabel={t('security.retry')}
        onRetry={() => retryFailed(query)}
      />
    );
  } else if (!query.data) {
    body = <Skeleton label={t('security.events.loading')} lines={4} />;
  } else if (query.data.events.length === 0) {
    body = <p className={styles.muted}>{t('security.events.empty')}</p>;
  } else {
    body = (
      <ol className={styles.events}>
        {query.data.events.map((event) => (
          <EventItem key={event.eventId} event={event} />
        ))}
      </ol>
    );
  }

  return (
    <PageSection headingId="security-events-heading" heading={t('security.events.heading')}>
      <p className={styles.muted}>{t('security.events.intro')}</p>
      {body}
    </PageSection>
  );
}

function EventItem({ event }: { event: SecurityEvent }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const by = event.browserName || event.systemName ? browserLabel(t, event) : null;
  const where = [by, event.ip].filter((part): part is string => part !== null).join(' · ');

  return (
    <li className={styles.event}>
      <span className={styles.eventWhat}>{eventText(t, event)}</span>
      <time className={styles.muted} dateTime={new Date(event.occurredAt).toISOString()}>
        {formatDate(event.occurredAt, { withYear: true, withTime: true })}
      </time>
      {where !== '' && <span className={styles.muted}>{where}</span>}
    </li>
  );
}

function eventText(t: TFunction, event: SecurityEvent): string {
  switch (event.type) {
    case 'signedIn':
      return t('security.events.type.signedIn');
    case 'signedOut':
      return t('security.events.type.signedOut');
    case 'sessionsEnded':
      return t('security.events.type.sessionsEnded', { count: event.count ?? 1 });
    case 'passwordConfirmed':
      return t('security.events.type.passwordConfirmed');
    case 'erasureRequested':
      return t('security.events.type.erasureRequested');
    case 'dataDeleted':
      if (event.subject === 'deviceBackup') return t('security.events.deleted.deviceBackup');
      if (event.subject === 'backupContent') return t('security.events.deleted.backupContent');
      if (event.subject === 'temporaryBackup') return t('security.events.deleted.temporaryBackup');
      return t('security.events.type.dataDeleted');
    case 'verificationFailed':
      if (event.subject === 'emailLinkExpired')
        return t('security.events.failedVerification.emailLinkExpired');
      if (event.subject === 'passwordOfAnotherAccount')
        return t('security.events.failedVerification.passwordOfAnotherAccount');
      return t('security.events.type.verificationFailed');
  }
}
