import { isApiError } from '@/lib/api/api-error';
import type { CloudCallError } from '@/lib/api/cloud-api';

/**
 * A thumbnail or single photo that could not be fetched, kept with its photo (spec §8): a
 * cloud call's error (so RTK Query's cache can hold it) naming its photo.
 */
export interface PhotoFailure extends CloudCallError {
  photoId: string;
}

/** What a failed photo fetch leaves in the cache: its photo id and the call's status, code and message. */
export function photoFailureOf(photoId: string, error: unknown): PhotoFailure {
  if (isApiError(error)) return { photoId, status: error.status, rcode: error.rcode, rmsg: error.rmsg ?? error.message };
  return { photoId, status: 0, rcode: null, rmsg: error instanceof Error ? error.message : null };
}
