/**
 * The name a device goes by (spec §2 backup list): the alias its owner gave it, else the
 * product's marketing name, else its model name.
 */
export function deviceDisplayName(
  device: { alias?: string | null; modelName: string },
  marketingName: string | null | undefined,
): string {
  return device.alias?.trim() || marketingName?.trim() || device.modelName;
}
