import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { Card } from '@/ui/card';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { useGetDriveLinkStatusQuery } from '../api/get-drive-link-status';
import styles from './drive-link-card.module.css';

/** As tall as the card is once loaded, so nothing below it moves when it loads. */
const RESERVED_HEIGHT = { narrow: '12.5rem', wide: '13.5rem' };

/** The home dashboard's linked cloud drive card: linked, not linked, or not available. */
export function DriveLinkCard() {
  const { t } = useTranslation();
  const link = useGetDriveLinkStatusQuery();
  const status = loadStatusOf(link);
  const footer = <Link to={PortalRoutes.infoGallery}>{t('drive.card.link')}</Link>;

  if (status !== 'ready' || link.data === undefined) {
    return (
      <Card reservedHeight={RESERVED_HEIGHT} title={t('drive.card.title')} busy={status === 'loading'} footer={footer}>
        {status === 'loading' ? (
          <Skeleton label={t('drive.card.loading')} lines={2} />
        ) : (
          <LoadError
            message={t('drive.card.error')}
            retryLabel={t('drive.retry')}
            onRetry={() => retryFailed(link)}
          />
        )}
      </Card>
    );
  }

  const { isMSLinked, isODNotSupported } = link.data;
  const [state, text] = isMSLinked
    ? [t('drive.card.linked'), t('drive.card.linkedText')]
    : isODNotSupported
      ? [t('drive.card.unsupported'), t('drive.card.unsupportedText')]
      : [t('drive.card.notLinked'), t('drive.card.notLinkedText')];
  return (
    <Card reservedHeight={RESERVED_HEIGHT} title={t('drive.card.title')} footer={footer}>
      <p className={styles.state}>{state}</p>
      <p className={styles.muted}>{text}</p>
    </Card>
  );
}
