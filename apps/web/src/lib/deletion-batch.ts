/**
 * A fresh id for one deletion run (the x-portal-confirm-batch header): every call of the run
 * sends it, and the server lets a confirm token serve the first run that presents it only.
 */
export function newDeletionBatchId(): string {
  return crypto.randomUUID();
}
