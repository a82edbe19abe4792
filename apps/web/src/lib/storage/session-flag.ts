/** Whether this tab set the session-storage flag `key` ('1'); false where storage is off. */
export function readSessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
