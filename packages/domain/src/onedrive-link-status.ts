/**
 * The third-party cloud drive's link status (spec §4): the server's LINKED and UNSUPPORTED
 * become the account flags isMSLinked and isODNotSupported; any other value (NOT_LINKED,
 * a value added later, nothing at all) sets neither.
 */
export interface OneDriveLinkFlags {
  isMSLinked: boolean;
  isODNotSupported: boolean;
}

export function oneDriveLinkFlags(status: string | null | undefined): OneDriveLinkFlags {
  return { isMSLinked: status === 'LINKED', isODNotSupported: status === 'UNSUPPORTED' };
}
