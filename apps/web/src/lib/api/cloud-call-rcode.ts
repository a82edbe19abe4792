import type { SerializedError } from '@reduxjs/toolkit';
import type { CloudCallError } from './cloud-api';

/**
 * The server's rcode of a failed RTK Query call (its `error`), or null when there is none: no
 * error, an answer without an rcode, or a failure outside the call (a SerializedError).
 */
export function rcodeOf(error: CloudCallError | SerializedError | undefined): number | null {
  return error !== undefined && 'rcode' in error ? error.rcode : null;
}
