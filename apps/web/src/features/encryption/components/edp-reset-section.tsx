import { useTranslation } from 'react-i18next';
import { edpResetActionFrom } from '@cloud-portal/domain/edp-reset';
import { useFormatters } from '@/i18n/use-formatters';
import { rcodeOf } from '@/lib/api/cloud-call-rcode';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { loadStatusOf, retryFailed } from '@/lib/api/query-status';
import { Button } from '@/ui/button';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { PageSection } from '@/ui/page-layout';
import { useCancelEdpResetMutation } from '../api/cancel-edp-reset';
import { useGetEdpUserQuery } from '../api/get-edp-user';
import { useResetEdpUserMutation } from '../api/reset-edp-user';
import styles from './encryption-page.module.css';

/** The reset's confirmation is an overlay of the address (spec §2 `#confirmationDialog`). */
export const CONFIRMATION_OVERLAY = 'confirmationDialog';

/**
 * The EDP record and its reset (spec §3 EDP reset, §4): Reset (after a confirmation) sends the
 * record's edpUserData, Cancel reset an empty body; the record is then fetched again and
 * reads COMPLETED or CANCELLED. Each status offers the one action that leads on from it,
 * as the domain's state machine says (`edp-reset.ts`). A failure is shown here, with its rcode.
 */
export function EdpResetSection() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const record = useGetEdpUserQuery();
  const [reset, resetState] = useResetEdpUserMutation();
  const [cancelReset, cancelState] = useCancelEdpResetMutation();
  const confirmation = useHashOverlay(CONFIRMATION_OVERLAY);
  const isWorking = resetState.isLoading || cancelState.isLoading || record.isFetching;

  const confirmReset = async () => {
    if (!record.data) return;
    cancelState.reset();
    await reset(record.data.edpUserData);
    confirmation.close();
  };

  const cancel = () => {
    resetState.reset();
    void cancelReset();
  };

  const status = loadStatusOf(record);

  let body;
  if (status === 'error') {
    body = (
      <LoadError
        message={t('encryption.edp.failed')}
        retryLabel={t('encryption.retry')}
        onRetry={() => retryFailed(record)}
      />
    );
  } else if (!record.data) {
    body = <Skeleton label={t('encryption.edp.loading')} lines={2} />;
  } else {
    const { edpUserData, reset: resetInfo } = record.data;
    const resetError = resetState.isError ? rcodeOf(resetState.error) : undefined;
    const cancelError = cancelState.isError ? rcodeOf(cancelState.error) : undefined;
    body = (
      <>
        <dl className={styles.facts}>
          <div>
            <dt>{t('encryption.edp.protection')}</dt>
            <dd>{edpUserData.enabled ? t('encryption.edp.enabled') : t('encryption.edp.disabled')}</dd>
          </div>
          <div>
            <dt>{t('encryption.edp.resetStatus')}</dt>
            <dd aria-live="polite">
              {t(`encryption.edp.status.${resetInfo.status}`)}
            </dd>
          </div>
          {resetInfo.updatedAt !== null && (
            <div>
              <dt>{t('encryption.edp.updatedAt')}</dt>
              <dd>{formatDate(resetInfo.updatedAt, { withYear: true, withTime: true })}</dd>
            </div>
          )}
        </dl>
        {resetError !== undefined && (
          <p className={styles.error} role="alert">
            {resetError === null
              ? t('encryption.edp.resetFailed')
              : t('encryption.edp.resetFailedWithCode', { code: resetError })}
          </p>
        )}
        {cancelError !== undefined && (
          <p className={styles.error} role="alert">
            {cancelError === null
              ? t('encryption.edp.cancelFailed')
              : t('encryption.edp.cancelFailedWithCode', { code: cancelError })}
          </p>
        )}
        <div className={styles.actions}>
          {edpResetActionFrom(resetInfo.status) === 'cancel' ? (
            <Button variant="secondary" onClick={cancel} busy={isWorking}>
              {t('encryption.edp.cancelReset')}
            </Button>
          ) : (
            <Button onClick={confirmation.open} busy={isWorking}>
              {t('encryption.edp.reset')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <PageSection headingId="edp-reset-heading" heading={t('encryption.edp.heading')}>
      <p className={styles.muted}>{t('encryption.edp.intro')}</p>
      {body}
      <ConfirmationDialog
        open={confirmation.isOpen && record.data !== undefined}
        title={t('encryption.edp.confirmTitle')}
        description={t('encryption.edp.confirmDescription')}
        confirmLabel={t('encryption.edp.confirmAction')}
        onConfirm={() => void confirmReset()}
        onCancel={confirmation.close}
        busy={resetState.isLoading}
      />
    </PageSection>
  );
}
