/**
 * Other spellings of a route's path (issue 15): the client-header walk calls them without the
 * header, the API fuzz with random input. What the router does with each is the point.
 */

/** Spellings the router decodes to the same route: a percent-encoded letter in each segment. */
export function encodedLetterVariants(url: string): string[] {
  const segments = url.split('/');
  return segments.flatMap((segment, index) => {
    const letter = segment.search(/[a-z]/i);
    if (letter === -1) return [];
    const encoded = `${segment.slice(0, letter)}%${segment.charCodeAt(letter).toString(16)}${segment.slice(letter + 1)}`;
    return [[...segments.slice(0, index), encoded, ...segments.slice(index + 1)].join('/')];
  });
}

/** Spellings the router may refuse, or (configured otherwise) fold onto the route. */
export function otherVariants(url: string): string[] {
  const [, first = '', ...rest] = url.split('/');
  return [
    `/${url}`,
    url.replace(/\/([^/]+)$/, '//$1'),
    `${url}/`,
    url.toUpperCase(),
    ['', first.charAt(0).toUpperCase() + first.slice(1), ...rest].join('/'),
    url.replace(/^(\/[^/]+)\//, '$1%2F'),
    url.replace(/\/(?=[^/]*$)/, '%2F'),
    url.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
  ];
}

/** Spellings with a segment written twice, or with dot segments that resolve to the route. */
export function repeatedSegmentVariants(url: string): string[] {
  const [, first = '', ...rest] = url.split('/');
  return [['', first, first, ...rest].join('/'), ['', first, '.', ...rest].join('/'), ['', first, 'x', '..', ...rest].join('/')];
}
