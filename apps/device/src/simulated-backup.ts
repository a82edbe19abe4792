import {
  BACKUP_CATEGORIES,
  BACKUP_CATEGORY_IDS,
  type BackupCategoryId,
} from '@cloud-portal/domain/backup-categories';
import { SeededRandom } from './seeded-random';

/** How large a share of the items a category plausibly holds, and how large one item is. */
interface BackupProfile {
  weight: number;
  bytesPerItem: readonly [number, number];
}

const PROFILES: Readonly<Record<BackupCategoryId, BackupProfile>> = {
  phone: { weight: 22, bytesPerItem: [150, 400] },
  messages: { weight: 35, bytesPerItem: [300, 40_000] },
  contacts: { weight: 16, bytesPerItem: [800, 4000] },
  calendar: { weight: 9, bytesPerItem: [400, 2000] },
  clock: { weight: 2, bytesPerItem: [200, 600] },
  settings: { weight: 4, bytesPerItem: [1000, 8000] },
  homeScreen: { weight: 2, bytesPerItem: [20_000, 2_500_000] },
  apps: { weight: 6, bytesPerItem: [8_000_000, 90_000_000] },
  voiceRecorder: { weight: 4, bytesPerItem: [200_000, 6_000_000] },
};

export interface BackedUpCategory {
  category: BackupCategoryId;
  /** The category's main content id (its first in packages/domain backup-categories.ts). */
  cid: string;
  count: number;
  /** Bytes. */
  usage: number;
}

/**
 * One backup run holding `items` items in all, spread over the first min(items, 9) backup
 * categories (each gets at least one; the rest by the category's share, which follows from
 * the device's name). Sizes follow from the name too, so a rerun reports the same figures.
 */
export function simulatedBackupRun(deviceName: string, items: number): BackedUpCategory[] {
  const categories = BACKUP_CATEGORY_IDS.slice(0, Math.min(items, BACKUP_CATEGORY_IDS.length));
  const random = new SeededRandom(`${deviceName}\0backup`);
  const shares = categories.map((id) => PROFILES[id].weight * (0.5 + random.next()));
  const counts = spread(items - categories.length, shares).map((count) => count + 1);
  return categories.map((category, index) => {
    const count = counts[index] ?? 1;
    const perItem = new SeededRandom(`${deviceName}\0backup\0${category}`).logInteger(
      ...PROFILES[category].bytesPerItem,
    );
    return {
      category,
      cid: BACKUP_CATEGORIES[category].cids[0] ?? category,
      count,
      usage: count * perItem,
    };
  });
}

/** `total` split in proportion to `shares`, in whole numbers that add up to `total` (largest remainders). */
function spread(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (total * share) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}
