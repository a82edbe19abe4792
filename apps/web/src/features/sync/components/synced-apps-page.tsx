import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { useAppSelector } from '@/app/hooks';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { useGetDeviceContextsQuery } from '@/lib/shared-api/get-device-contexts';
import {
  incompleteCidsOf,
  useGetIncompletedTasksQuery,
} from '@/lib/shared-api/get-incompleted-tasks';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { imageOfModel, selectDeviceImages } from '@/stores/device-images-slice';
import { selectLanguage } from '@/stores/preferences-slice';
import { useDeviceImages } from '@/stores/use-device-images';
import { buttonClassName } from '@/ui/button';
import { FileRowList } from '@/ui/file-row-list';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import { deletionStartedOf } from '../deletion-started';
import { syncedAppDevices } from '../synced-app-devices';
import { syncedAppsOverview } from '../synced-apps-overview';
import { useAppNames } from '../use-app-names';
import { SyncedAppDetailDialog } from './synced-app-detail-dialog';
import { SyncedAppRow } from './synced-app-row';
import styles from './synced-apps-page.module.css';

/** The overlay of one app's details (spec §2: `#detailApp`; Back closes it). */
export const DETAIL_APP_OVERLAY = 'detailApp';

/** Synced apps (/sync): each app's items, size and last sync, the total, and what is being deleted. */
export function SyncedAppsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sync.page.title'));
  const language = useAppSelector(selectLanguage);
  const location = useLocation();
  const appNames = useAppNames();
  const quota = useGetQuotaUsageQuery();
  const devices = useGetDeviceContextsQuery();
  const tasks = useGetIncompletedTasksQuery();
  const status = loadStatusOf(quota, devices, tasks);
  const deletionStarted = deletionStartedOf(location.state);
  const overview =
    status === 'ready' && quota.data && devices.data
      ? syncedAppsOverview(quota.data, devices.data, incompleteCidsOf(tasks.data))
      : null;

  const detail = useHashOverlay(DETAIL_APP_OVERLAY);
  const [chosenCid, setChosenCid] = useState<SyncAppCid | null>(null);
  const chosenApp = overview?.apps.find((app) => app.cid === chosenCid) ?? null;
  // The detail names the devices as Backups and My devices do: their products' names.
  useDeviceImages(devices.data);
  const images = useAppSelector(selectDeviceImages);
  const marketingNameOf = useCallback(
    (model: string) => imageOfModel(images, model)?.marketingName,
    [images],
  );

  // An address that arrives with #detailApp (a reload, a shared link) names no app, and an
  // app whose data is gone has nothing to show: drop the overlay rather than show it empty.
  const { isOpen: isDetailOpen, close: closeDetail } = detail;
  const nothingToShow = chosenCid === null || (overview !== null && chosenApp === null);
  useEffect(() => {
    if (isDetailOpen && nothingToShow) closeDetail();
  }, [isDetailOpen, nothingToShow, closeDetail]);

  const openDetail = (cid: SyncAppCid) => {
    setChosenCid(cid);
    detail.open();
  };

  return (
    <Page as="section" aria-labelledby="sync-title">
      <PageTitle id="sync-title">
        {t('sync.page.title')}
      </PageTitle>
      <PageLead>{t('sync.page.intro')}</PageLead>
      {deletionStarted.length > 0 && (
        <p role="status" className={styles.notice}>
          {t('sync.page.deletionStarted', { apps: appNames(deletionStarted) })}
        </p>
      )}
      {status === 'loading' && <Skeleton label={t('sync.page.loading')} lines={6} />}
      {status === 'error' && (
        <LoadError
          message={t('sync.page.error')}
          retryLabel={t('sync.retry')}
          onRetry={() => retryFailed(quota, devices, tasks)}
        />
      )}
      {overview && (
        <SyncedAppsContent overview={overview} language={language} onOpenApp={openDetail} />
      )}
      <p>
        <Link to={PortalRoutes.infoOtherSyncedApps}>{t('sync.page.help')}</Link>
      </p>
      <SyncedAppDetailDialog
        app={isDetailOpen ? chosenApp : null}
        devices={
          chosenApp && devices.data
            ? syncedAppDevices(chosenApp.cid, devices.data, marketingNameOf)
            : []
        }
        language={language}
        onClose={closeDetail}
      />
    </Page>
  );
}

function SyncedAppsContent({
  overview,
  language,
  onOpenApp,
}: {
  overview: ReturnType<typeof syncedAppsOverview>;
  language: string;
  onOpenApp: (cid: SyncAppCid) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.total}>
        <span>{t('sync.page.total')}</span>{' '}
        <strong>{formatSize(overview.totalSize, { locale: language }).text}</strong>
      </p>
      {overview.isAutoSyncOff && <p className={styles.notice}>{t('sync.autoSyncOff')}</p>}
      {overview.apps.length === 0 ? (
        <p className={styles.muted}>{t('sync.page.empty')}</p>
      ) : (
        <FileRowList className={styles.list} label={t('sync.page.listLabel')}>
          {overview.apps.map((app) => (
            <SyncedAppRow key={app.cid} app={app} language={language} onOpen={onOpenApp} />
          ))}
        </FileRowList>
      )}
      {overview.beingDeleted.length > 0 && (
        <section className={styles.deleting} aria-labelledby="sync-deleting-title">
          <h2 id="sync-deleting-title" className={styles.subtitle}>
            {t('sync.page.beingDeletedTitle')}
          </h2>
          <p className={styles.muted}>{t('sync.page.beingDeletedIntro')}</p>
          <ul className={styles.list}>
            {overview.beingDeleted.map((cid) => (
              <li key={cid} className={styles.deletingRow}>
                <span>{t(SYNC_APP_NAME_KEYS[cid])}</span>
                <span className={styles.muted}>{t('sync.page.beingDeleted')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {overview.apps.length > 0 && (
        <p>
          <Link to={PortalRoutes.syncDelete} className={buttonClassName('secondary')}>
            {t('sync.page.deleteLink')}
          </Link>
        </p>
      )}
    </>
  );
}
