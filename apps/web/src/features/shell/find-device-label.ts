/**
 * Countries where the device-finding service is called "Find My Mobile" (spec §2 User
 * drawer: "Some countries get a 'find my mobile' label"; the list is not shown, decided here).
 */
export const FIND_MY_MOBILE_COUNTRIES: readonly string[] = ['KR'];

export function findDeviceLabelKey(
  countryCode: string,
): 'shell.drawer.findMyMobile' | 'shell.drawer.find' {
  return FIND_MY_MOBILE_COUNTRIES.includes(countryCode.toUpperCase())
    ? 'shell.drawer.findMyMobile'
    : 'shell.drawer.find';
}
