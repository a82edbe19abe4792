import exifReader from 'exif-reader';

/** "+02:00", "-05:30": EXIF OffsetTimeOriginal, the wall clock's offset from UTC. */
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Dates before this are camera clocks never set (EXIF writes 0000:00:00 or 1970 then). */
const EARLIEST = Date.UTC(1990, 0, 1);

/**
 * When a photo was taken, from its raw EXIF block (sharp's `metadata().exif`):
 * DateTimeOriginal, read in the offset OffsetTimeOriginal gives, else as UTC (EXIF dates carry
 * no zone of their own). Null when there is no block, no such date, an unreadable one, or one
 * before 1990 or after `latest` (a camera clock that was never set, or set wrong).
 */
export function photoTakenDate(exif: Buffer | undefined, latest: Date): Date | null {
  if (!exif) return null;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return null;
  }
  const wallClock = tags.Photo?.DateTimeOriginal;
  if (!(wallClock instanceof Date) || Number.isNaN(wallClock.getTime())) return null;
  const taken = wallClock.getTime() - offsetMs(tags.Photo?.OffsetTimeOriginal);
  return taken >= EARLIEST && taken <= latest.getTime() ? new Date(taken) : null;
}

function offsetMs(offset: unknown): number {
  const match = typeof offset === 'string' ? OFFSET.exec(offset.trim()) : null;
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}
