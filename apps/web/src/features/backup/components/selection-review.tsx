import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHashOverlay } from '@/lib/navigation/hash-overlay';
import { selectionRemovedAt, selectSelectedIds } from '@/stores/selection-slice';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { SelectableItem } from './selection-list';
import styles from './selection-review.module.css';

/** The overlay's name in the address (spec §2): `#/backup/delete#selection`. */
export const SELECTION_OVERLAY = 'selection';

/**
 * The #selection overlay: what is selected, in the order it was chosen, each with a Remove
 * button (spec §4 Selection "remove one removes by position"). Back closes it and stays on
 * the screen. Opened from the "Review" button beside the selected count.
 */
export function SelectionReview({ items }: { items: readonly SelectableItem[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const overlay = useHashOverlay(SELECTION_OVERLAY);
  const selectedIds = useAppSelector(selectSelectedIds);
  // Ids still selected from another screen are not this list's: shown neither here nor there.
  const chosen = selectedIds.flatMap((id, position) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? [{ item, position }] : [];
  });

  return (
    <>
      <Button variant="secondary" disabled={chosen.length === 0} onClick={overlay.open}>
        {t('backup.selection.review')}
      </Button>
      <Dialog
        open={overlay.isOpen}
        onOpenChange={(open) => {
          if (!open) overlay.close();
        }}
        title={t('backup.selection.reviewTitle')}
        actions={<Button onClick={overlay.close}>{t('backup.selection.done')}</Button>}
      >
        {chosen.length === 0 ? (
          <p>{t('backup.selection.none')}</p>
        ) : (
          <ul className={styles.list}>
            {chosen.map(({ item, position }) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.label}>{item.label}</span>
                <Button
                  variant="secondary"
                  aria-label={t('backup.selection.removeItem', { name: item.label })}
                  onClick={() => dispatch(selectionRemovedAt(position))}
                >
                  {t('backup.selection.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
