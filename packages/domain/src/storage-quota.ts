/**
 * Whether a change of what an account stores fits its storage limit (the quota's size): it
 * fits when the account stays within the limit afterwards, and always when it does not grow
 * (a device that backs up less than before is never refused, even over the limit — a plan
 * made smaller must not stop a device from freeing space).
 */
export function fitsInStorageQuota(account: { usedBytes: number; limitBytes: number }, change: { addingBytes: number; replacingBytes: number }): boolean {
  const growth = change.addingBytes - change.replacingBytes;
  return growth <= 0 || account.usedBytes + growth <= account.limitBytes;
}
