import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@cloud-portal/domain/size-format';
import { SYNC_APP_NAME_KEYS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  allSelected,
  selectionAdded,
  selectionRemovedAt,
  selectionSet,
  selectSelectedIds,
} from '@/stores/selection-slice';
import type { SyncedApp } from '../synced-apps-overview';
import styles from './sync-delete-page.module.css';

export interface SyncAppChoicesProps {
  apps: readonly SyncedApp[];
  /** The chosen apps, in list order. */
  selected: readonly SyncAppCid[];
  language: string;
}

/** A checkbox per synced app, and one for all of them (spec §4 Selection). */
export function SyncAppChoices({ apps, selected, language }: SyncAppChoicesProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const storedIds = useAppSelector(selectSelectedIds);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const allChosen = selected.length === apps.length;

  useEffect(() => {
    if (selectAllRef.current)
      selectAllRef.current.indeterminate = selected.length > 0 && !allChosen;
  }, [allChosen, selected.length]);

  function toggle(cid: SyncAppCid, checked: boolean) {
    if (checked) dispatch(selectionAdded(cid));
    // The store keeps the choice in click order, not list order: remove by its own position.
    else dispatch(selectionRemovedAt(storedIds.indexOf(cid)));
  }

  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('sync.delete.legend')}</legend>
      <label className={styles.choice}>
        <input
          ref={selectAllRef}
          type="checkbox"
          checked={allChosen}
          onChange={(event) =>
            dispatch(
              event.target.checked ? allSelected(apps.map((app) => app.cid)) : selectionSet([]),
            )
          }
        />
        <span className={styles.choiceName}>{t('sync.delete.selectAll')}</span>
      </label>
      <ul className={styles.list}>
        {apps.map((app) => (
          <li key={app.cid}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={selected.includes(app.cid)}
                onChange={(event) => toggle(app.cid, event.target.checked)}
              />
              <span className={styles.choiceName}>
                {t('sync.delete.appOption', {
                  app: t(SYNC_APP_NAME_KEYS[app.cid]),
                  size: formatSize(app.size, { locale: language }).text,
                })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
