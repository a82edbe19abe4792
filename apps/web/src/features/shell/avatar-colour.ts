/** How many avatar colours the palette has (shell/components/avatar.module.css). */
export const AVATAR_COLOUR_COUNT = 8;

/**
 * The palette index for a name: the same name always gets the same colour, on every device
 * and after every reload (a 32-bit FNV-1a hash of its code points).
 */
export function avatarColourIndex(name: string, paletteSize: number = AVATAR_COLOUR_COUNT): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % paletteSize;
}

/** The first letter of a name, upper-cased, or '?' for an empty name. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '?' : first.toLocaleUpperCase();
}
