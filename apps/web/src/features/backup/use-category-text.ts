import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupCategoryId } from '@cloud-portal/domain/backup-categories';
import type { BackupItemState } from '@cloud-portal/domain/backup-item-state';

export interface CategoryText {
  /** The category's name; contacts and calendar have their own on a tablet (spec §3). */
  name: (id: BackupCategoryId, isTablet: boolean) => string;
  /** '1 contact', '412 contacts'. */
  count: (id: BackupCategoryId, count: number) => string;
  state: (state: BackupItemState) => string;
}

/** The words of the device-backup categories, from the keys the domain's labels name. */
export function useCategoryText(): CategoryText {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      name: (id, isTablet) =>
        isTablet && (id === 'contacts' || id === 'calendar')
          ? t(`backup.category.${id}.nameTablet`)
          : t(`backup.category.${id}.name`),
      count: (id, count) => t(`backup.category.${id}.single`, { count }),
      state: (state) => t(`backup.state.${state}`),
    }),
    [t],
  );
}
