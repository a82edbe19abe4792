import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErasureRequest } from '@cloud-portal/contract/erasure';
import { ERASURE_REQUEST_EXPIRY_DAYS } from '@cloud-portal/domain/constants';
import { useFormatters } from '@/i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { currentConfirmToken, forgetConfirmToken } from '@/lib/api/confirm-token';
import { erasureFailureOf, type ErasureFailure } from '@/lib/erasure/erasure-failure';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { requestPasswordConfirmation } from '@/lib/api/request-password-confirmation';
import { incompleteCidsOf, useGetIncompletedTasksQuery } from '@/lib/shared-api/get-incompleted-tasks';
import { useGetQuotaUsageQuery } from '@/lib/shared-api/get-quota-usage';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import {
  redirectMarked,
  selectIsRedirect,
  selectSelectedIds,
  selectionAdded,
  selectionRemovedAt,
  selectionReset,
} from '@/stores/selection-slice';
import { Button } from '@/ui/button';
import { ConfirmationDialog } from '@/ui/confirmation-dialog';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { Page, PageIntro, PageSection, PageTitle } from '@/ui/page-layout';
import { ErasureErrorDialog, type ErasureErrorTexts } from '@/lib/erasure/erasure-error-dialog';
import { useRequestDataErasureMutation } from '../api/request-data-erasure';
import { savePendingErasure } from '../pending-erasure';
import { personalDataCount } from '../personal-data-counts';
import { idsToErase, personalDataRows } from '../personal-data-rows';
import { useErasedDataNames } from '../use-erased-data-names';
import { ErasureRequests } from './erasure-requests';
import { ErasureResult } from './erasure-result';
import { PersonalDataChoices } from './personal-data-choices';
import styles from './erasure-page.module.css';

/** The confirmation is an overlay of the address (spec §2 `#confirmationDialog`). */
const CONFIRMATION_OVERLAY = 'confirmationDialog';
const NOTHING_CHOSEN_ID = 'erasure-nothing-chosen';
const ROWS = personalDataRows();

type ShownFailure = Exclude<ErasureFailure, { kind: 'passwordRequired' }>;

/** The screen's own wording of the erasure refusal dialog. */
const ERROR_TEXTS: ErasureErrorTexts = {
  title: 'erasure.error.title',
  tryLater: 'erasure.error.tryLater',
  contactSupport: 'erasure.error.contactSupport',
  other: 'erasure.error.other',
  otherWithCode: 'erasure.error.otherWithCode',
  close: 'erasure.error.close',
};

/**
 * Data erasure (spec §1 "request data erasure", §3 Erasure request): choose kinds of personal
 * data, confirm the password when no confirm token is held, confirm the request, then see it
 * among the requests in progress with the date it expires by. Refusals get the dialog of
 * spec §8 Erasure.
 */
export function ErasurePage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  useDocumentTitle(t('erasure.pageTitle'));
  const dispatch = useAppDispatch();
  const chosenKinds = useAppSelector(selectSelectedIds);
  const isRedirect = useAppSelector(selectIsRedirect);
  const tasks = useGetIncompletedTasksQuery();
  const usage = useGetQuotaUsageQuery();
  const [requestErasure, requestState] = useRequestDataErasureMutation();
  const confirmation = useHashOverlay(CONFIRMATION_OVERLAY);
  const namesOf = useErasedDataNames();
  const [accepted, setAccepted] = useState<{ request: ErasureRequest; requestedIds: string[] } | null>(null);
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [nothingChosen, setNothingChosen] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  const pendingIds = useMemo(() => new Set(incompleteCidsOf(tasks.data)), [tasks.data]);
  const toErase = idsToErase(ROWS, chosenKinds, pendingIds);

  // Back from the password gate with the choice restored: ask for the confirmation at once.
  const openConfirmation = confirmation.open;
  useEffect(() => {
    if (!isRedirect) return;
    dispatch(redirectMarked(false));
    if (chosenKinds.length > 0 && currentConfirmToken() !== null) openConfirmation();
  }, [isRedirect, chosenKinds.length, dispatch, openConfirmation]);

  const askForPassword = async () => {
    savePendingErasure(chosenKinds);
    setIsLeaving(true);
    try {
      await requestPasswordConfirmation(PortalRoutes.erasure);
    } catch {
      // The global error handler has shown the failure; the screen stays usable.
      setIsLeaving(false);
    }
  };

  const submit = () => {
    if (toErase.length === 0) {
      setNothingChosen(true);
      return;
    }
    setNothingChosen(false);
    if (currentConfirmToken() === null) void askForPassword();
    else confirmation.open();
  };

  const confirm = async () => {
    const ids = toErase;
    const result = await requestErasure(ids);
    if (result.data) {
      setAccepted({ request: result.data, requestedIds: ids });
      dispatch(selectionReset());
      confirmation.close();
      return;
    }
    const refused = erasureFailureOf(result.error);
    if (refused.kind === 'passwordRequired') {
      // The token expired or was refused: the password again, then the same choice.
      forgetConfirmToken();
      await askForPassword();
      return;
    }
    confirmation.close();
    setFailure(refused);
  };

  const toggle = (kind: string, chosen: boolean) => {
    setNothingChosen(false);
    const index = chosenKinds.indexOf(kind);
    if (chosen && index === -1) dispatch(selectionAdded(kind));
    if (!chosen && index !== -1) dispatch(selectionRemovedAt(index));
  };

  return (
    <Page spacing="spacious" width="reading">
      <PageIntro>
        <PageTitle>{t('erasure.heading')}</PageTitle>
        <p>{t('erasure.intro')}</p>
        <p className={styles.muted}>{t('erasure.expiryNote', { count: ERASURE_REQUEST_EXPIRY_DAYS })}</p>
      </PageIntro>

      {/* Focus goes back to the button after the confirmation; this says how it went. */}
      <p role="status">
        <VisuallyHidden>
          {accepted
            ? t('erasure.result.announce', {
                date: formatDate(accepted.request.expiryAt, { withYear: true }),
              })
            : ''}
        </VisuallyHidden>
      </p>
      {accepted && <ErasureResult accepted={accepted.request} requestedIds={accepted.requestedIds} />}

      <ErasureRequests />

      <PageSection headingId="erasure-choose-heading" heading={t('erasure.choose.legend')}>
        {!tasks.data && !tasks.isError ? (
          <Skeleton label={t('erasure.choose.loading')} lines={6} />
        ) : (
          <form
            className={styles.form}
            aria-labelledby="erasure-choose-heading"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <PersonalDataChoices
              rows={ROWS}
              countOf={(kind) => personalDataCount(kind, usage.data)}
              pendingIds={pendingIds}
              chosenKinds={chosenKinds}
              onToggle={toggle}
              errorId={nothingChosen ? NOTHING_CHOSEN_ID : undefined}
            />
            {nothingChosen && (
              <p id={NOTHING_CHOSEN_ID} className={styles.error} role="alert">
                {t('erasure.choose.nothingChosen')}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" busy={isLeaving || requestState.isLoading}>
                {t('erasure.choose.submit')}
              </Button>
            </div>
          </form>
        )}
      </PageSection>

      <ConfirmationDialog
        open={confirmation.isOpen && toErase.length > 0}
        title={t('erasure.confirm.title')}
        description={t('erasure.confirm.description', { names: namesOf(toErase) })}
        confirmLabel={t('erasure.confirm.action')}
        onConfirm={() => void confirm()}
        onCancel={confirmation.close}
        busy={requestState.isLoading || isLeaving}
      />
      <ErasureErrorDialog failure={failure} texts={ERROR_TEXTS} onClose={() => setFailure(null)} />
    </Page>
  );
}
