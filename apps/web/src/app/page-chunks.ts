/** The element a prerendered page lists the app's chunks in (apps/web/build/prerender-pages.ts). */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/**
 * Asks, all at once, for the chunks the prerendered page lists: the app, its libraries, the
 * current screen and the language's texts. The start-up script then evaluates them one at
 * a time (main.tsx) without waiting for each to download in turn. A page without the list
 * (the empty app page) leaves it to the imports.
 */
export function requestPageChunks(doc: Document = document): void {
  const list = doc.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  if (list === undefined || list === null || list === '') return;
  const chunks: unknown = JSON.parse(list);
  if (!Array.isArray(chunks)) return;
  for (const href of chunks) {
    if (typeof href !== 'string' || doc.querySelector(`link[rel="modulepreload"][href="${href}"]`) !== null) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
