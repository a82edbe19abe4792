/**
 * The languages of an `Accept-Language` header, most wanted first (RFC 9110 §12.5.4): the
 * browser's `navigator.languages`, as the server sees them. `*` and languages refused with
 * `q=0` are left out; a malformed weight counts as 1.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      const quality = weight === undefined ? 1 : Number(weight);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 1, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
