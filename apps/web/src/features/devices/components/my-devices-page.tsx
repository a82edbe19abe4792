import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppUsageEntry } from '@cloud-portal/contract/device-context';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { withKeptData } from '@/lib/api/kept-queries';
import { useGetDeviceSummariesQuery } from '@/lib/shared-api/get-device-contexts';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { imageOfModel, selectDeviceImages } from '@/stores/device-images-slice';
import { loadDeviceImages } from '@/stores/load-device-images';
import { selectLanguage } from '@/stores/preferences-slice';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { Tabs } from '@/ui/tabs';
import { Page, PageLead, PageTitle } from '@/ui/page-layout';
import { useGetAppUsageQuery } from '../api/get-app-usage';
import { DEVICE_USAGE_TABS, selectUsageTab, usageTabChanged } from '../devices-slice';
import { DEVICE_LIST_KINDS, deviceIdsOf, myDeviceLists } from '../my-device-lists';
import { useDeviceSignOut } from '../use-device-sign-out';
import { DeviceItem } from './device-item';
import type { DeviceUsageState } from './device-usage';
import styles from './my-devices-page.module.css';

/** My devices (/devices): devices, Secure Folders and work profiles, each with what it syncs or backs up. */
export function MyDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('devices.page.title'));
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const tab = useAppSelector(selectUsageTab);
  const images = useAppSelector(selectDeviceImages);
  // While the first answer of a reload is on its way, the lists kept from the last visit show (spec §3).
  const devices = withKeptData(useGetDeviceSummariesQuery());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const signOut = useDeviceSignOut();
  const { isShowingKept } = devices;
  const status = loadStatusOf(devices);

  const lists = useMemo(() => myDeviceLists(devices.data ?? []), [devices.data]);
  const deviceIds = useMemo(() => deviceIdsOf(lists), [lists]);
  const usage = useGetAppUsageQuery(deviceIds, { skip: deviceIds.length === 0 });

  useEffect(() => {
    // The pictures follow the fresh answer, not the kept one.
    if (devices.data && !isShowingKept) void dispatch(loadDeviceImages(devices.data));
  }, [devices.data, isShowingKept, dispatch]);

  function usageOf(deviceId: string): DeviceUsageState<AppUsageEntry[]> {
    if (usage.data) return { status: 'ready', data: usage.data[deviceId] ?? [] };
    if (usage.isError && !usage.isFetching)
      return { status: 'error', retry: () => void usage.refetch() };
    return { status: 'loading' };
  }

  return (
    <Page as="section" aria-labelledby="devices-title" aria-busy={isShowingKept || undefined}>
      <PageTitle id="devices-title" ref={titleRef} tabIndex={-1}>
        {t('devices.page.title')}
      </PageTitle>
      <PageLead>{t('devices.page.intro')}</PageLead>
      <p role="status" className={signOut.outcome?.kind === 'failed' ? styles.error : styles.outcome}>
        {signOut.outcome && t(`devices.signOut.${signOut.outcome.kind}`, { device: signOut.outcome.device })}
      </p>
      <ConfirmationDialog
        open={signOut.asked !== null}
        title={t('devices.signOut.title', { device: signOut.asked?.name ?? '' })}
        description={t('devices.signOut.body', { device: signOut.asked?.name ?? '' })}
        confirmLabel={t('devices.signOut.confirm')}
        cancelLabel={t('devices.signOut.cancel')}
        onConfirm={() => void signOut.confirm()}
        onCancel={signOut.cancel}
        busy={signOut.busy}
        // The signed-out device's button goes: focus goes to the page's heading, which stays.
        finalFocus={titleRef}
      />
      {status === 'loading' && <Skeleton label={t('devices.page.loading')} lines={6} />}
      {status === 'error' && (
        <LoadError
          message={t('devices.page.error')}
          retryLabel={t('devices.retry')}
          onRetry={() => retryFailed(devices)}
        />
      )}
      {status === 'ready' && deviceIds.length === 0 && (
        <p className={styles.muted}>{t('devices.page.empty')}</p>
      )}
      {status === 'ready' && deviceIds.length > 0 && (
        <Tabs
          label={t('devices.tabs.label')}
          idPrefix="device-usage"
          tabs={DEVICE_USAGE_TABS.map((id) => ({ id, label: t(`devices.tabs.${id}`) }))}
          selected={tab}
          onSelect={(next) => dispatch(usageTabChanged(next))}
        >
          <div className={styles.sections}>
            {DEVICE_LIST_KINDS.filter((kind) => lists[kind].length > 0).map((kind) => (
              <section key={kind} aria-labelledby={`devices-${kind}`} className={styles.section}>
                <h2 id={`devices-${kind}`} className={styles.subtitle}>
                  {t(`devices.section.${kind}`)}
                </h2>
                <ul className={styles.devices}>
                  {lists[kind].map((device) => (
                    <DeviceItem
                      key={device.id}
                      device={device}
                      image={imageOfModel(images, device.model)}
                      usage={usageOf(device.id)}
                      tab={tab}
                      language={language}
                      onSignOut={(name) => signOut.ask({ id: device.id, name })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Tabs>
      )}
    </Page>
  );
}
