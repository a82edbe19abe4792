import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  allSelected,
  batchRemoved,
  selectionAdded,
  selectionRemovedAt,
  selectSelectedIds,
} from '@/stores/selection-slice';
import styles from './selection-list.module.css';
import { SelectionReview } from './selection-review';

export interface SelectableItem {
  id: string;
  /** The item's name: the checkbox's label. */
  label: string;
  /** More about it, read after the name. */
  details?: ReactNode;
  /** A picture or icon before the name. */
  media?: ReactNode;
}

export interface SelectionListProps {
  /** Names the group of checkboxes. */
  legend: string;
  items: readonly SelectableItem[];
}

/**
 * Checkboxes over the global selection (spec §4 Selection): ticking adds one id, unticking
 * removes it by its position, and "Select all" selects every item or, when all are selected,
 * none. Ids selected that are no longer listed are left alone.
 */
export function SelectionList({ legend, items }: SelectionListProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selectedIds = useAppSelector(selectSelectedIds);
  const baseId = useId();
  const selectAllRef = useRef<HTMLInputElement>(null);

  const itemIds = items.map((item) => item.id);
  const selectedCount = itemIds.filter((id) => selectedIds.includes(id)).length;
  const isAllSelected = items.length > 0 && selectedCount === items.length;
  const isSomeSelected = selectedCount > 0 && !isAllSelected;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = isSomeSelected;
  }, [isSomeSelected]);

  function toggle(id: string, checked: boolean) {
    if (checked) dispatch(selectionAdded(id));
    else dispatch(selectionRemovedAt(selectedIds.indexOf(id)));
  }

  function toggleAll(checked: boolean) {
    if (checked) dispatch(allSelected([...selectedIds.filter((id) => !itemIds.includes(id)), ...itemIds]));
    else dispatch(batchRemoved(selectedIds.filter((id) => !itemIds.includes(id))));
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.head}>
        <label className={styles.selectAll}>
          <input
            ref={selectAllRef}
            type="checkbox"
            className={styles.checkbox}
            checked={isAllSelected}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
          />
          {t('backup.selection.selectAll')}
        </label>
        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {t('backup.selection.count', { count: selectedCount })}
          </p>
          <SelectionReview items={items} />
        </div>
      </div>
      <ul className={styles.list}>
        {items.map((item) => {
          const inputId = `${baseId}-${item.id}`;
          const detailsId = `${inputId}-details`;
          return (
            <li key={item.id} className={styles.item}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={selectedIds.includes(item.id)}
                aria-describedby={item.details === undefined ? undefined : detailsId}
                onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              />
              {item.media}
              <div className={styles.text}>
                <label htmlFor={inputId} className={styles.label}>
                  {item.label}
                </label>
                {item.details !== undefined && (
                  <div id={detailsId} className={styles.details}>
                    {item.details}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
