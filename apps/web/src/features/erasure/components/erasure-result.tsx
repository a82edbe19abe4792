import { useTranslation } from 'react-i18next';
import type { ErasureRequest } from '@cloud-portal/contract/erasure';
import { useFormatters } from '@/i18n/use-formatters';
import { useErasedDataNames } from '../use-erased-data-names';
import styles from './erasure-page.module.css';

export interface ErasureResultProps {
  /** What the server accepted: the request with the partners of paired ids added. */
  accepted: ErasureRequest;
  /** The ids that were sent. */
  requestedIds: readonly string[];
}

/**
 * The accepted request: what will be erased and by when (spec §9: 30 days), and anything the
 * server added because it is stored together with what was chosen (spec §5 pairs).
 */
export function ErasureResult({ accepted, requestedIds }: ErasureResultProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const namesOf = useErasedDataNames();
  const added = accepted.extendedRequest.filter((id) => !requestedIds.includes(id));

  return (
    <section className={styles.result} aria-labelledby="erasure-result-heading">
      <h2 id="erasure-result-heading" className={styles.sectionHeading}>
        {t('erasure.result.heading')}
      </h2>
      <p>
        {t('erasure.result.body', {
          date: formatDate(accepted.expiryAt, { withYear: true }),
        })}
      </p>
      <p>{t('erasure.result.erasing', { names: namesOf(accepted.extendedRequest) })}</p>
      {added.length > 0 && <p>{t('erasure.result.added', { names: namesOf(added) })}</p>}
      <p className={styles.muted}>{t('erasure.result.reference', { reference: accepted.referenceId })}</p>
    </section>
  );
}
