import { useTranslation } from 'react-i18next';
import type { PersonalDataKind } from '@cloud-portal/domain/personal-data-categories';
import { isRowPending, type PersonalDataRow } from '../personal-data-rows';
import { usePersonalDataText } from '../use-personal-data-text';
import { PersonalDataIcon } from './personal-data-icon';
import styles from './erasure-page.module.css';

export interface PersonalDataChoicesProps {
  rows: readonly PersonalDataRow[];
  /** The kind's record count, or null when it has none or it is not known. */
  countOf: (kind: PersonalDataKind) => number | null;
  /** Ids already in an unfinished erasure task. */
  pendingIds: ReadonlySet<string>;
  chosenKinds: readonly string[];
  onToggle: (kind: PersonalDataKind, chosen: boolean) => void;
  /** Tells why the request cannot go yet (nothing chosen). */
  errorId?: string;
}

/**
 * The kinds of personal data to choose from (spec §3 Personal data categories): icon, title,
 * count or fixed text, and the note of the special cases. A kind whose data is all being
 * erased already cannot be chosen again.
 */
export function PersonalDataChoices({
  rows,
  countOf,
  pendingIds,
  chosenKinds,
  onToggle,
  errorId,
}: PersonalDataChoicesProps) {
  const { t } = useTranslation();
  const text = usePersonalDataText();

  return (
    <fieldset className={styles.choices} aria-describedby={errorId}>
      <legend className={styles.legend}>{t('erasure.choose.legend')}</legend>
      <ul className={styles.choiceList}>
        {rows.map((row) => {
          const inputId = `erasure-choice-${row.kind}`;
          const detailId = `${inputId}-detail`;
          const noteId = `${inputId}-note`;
          const pending = isRowPending(row, pendingIds);
          const detail = pending ? t('erasure.choose.inProgress') : text.detail(row.category, countOf(row.kind));
          const note = text.note(row.category);
          const describedBy = [detail !== null && detailId, note !== null && noteId].filter(Boolean).join(' ');
          return (
            <li key={row.kind} className={styles.choice}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={!pending && chosenKinds.includes(row.kind)}
                disabled={pending}
                aria-describedby={describedBy || undefined}
                onChange={(event) => onToggle(row.kind, event.currentTarget.checked)}
              />
              <PersonalDataIcon icon={row.category.icon} />
              <span className={styles.choiceText}>
                <label htmlFor={inputId} className={styles.choiceTitle}>
                  {text.title(row.category)}
                </label>
                {detail !== null && (
                  <span id={detailId} className={pending ? styles.pendingBadge : styles.muted}>
                    {detail}
                  </span>
                )}
                {note !== null && (
                  <span id={noteId} className={styles.note}>
                    {note}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
