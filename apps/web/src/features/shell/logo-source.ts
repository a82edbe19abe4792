/** The logo variant for the theme and reading direction (spec §2 Header). */
export function logoSource({
  isHighContrast,
  isRightToLeft,
}: {
  isHighContrast: boolean;
  isRightToLeft: boolean;
}): string {
  const direction = isRightToLeft ? '-rtl' : '';
  const contrast = isHighContrast ? '-high-contrast' : '';
  return `/brand/logo${direction}${contrast}.svg`;
}
