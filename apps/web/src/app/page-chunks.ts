import { hashRouteOf } from './hash-route';

/** The element a prerendered page lists the app's chunks in (apps/web/build/prerender-pages.ts). */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/** The element the signed-in frame lists each main screen's chunks in, by route. */
export const SCREEN_CHUNKS_ELEMENT_ID = 'screen-chunks';

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Asks, all at once, for the chunks the prerendered page lists: the app, its libraries, the
 * current screen (on the signed-in frame, the screen of the address) and the language's
 * texts. The start-up script then evaluates them one at a time (main.tsx) without waiting
 * for each to download in turn. A page without the list (the empty app page) leaves it to
 * the imports.
 */
export function requestPageChunks(doc: Document = document, hash: string = window.location.hash): void {
  const screens = readJson(doc, SCREEN_CHUNKS_ELEMENT_ID);
  const path = hashRouteOf(hash).split('?')[0] ?? '/';
  const screenChunks =
    typeof screens === 'object' && screens !== null && Object.hasOwn(screens, path)
      ? stringsIn((screens as Record<string, unknown>)[path])
      : [];
  for (const href of [...stringsIn(readJson(doc, PAGE_CHUNKS_ELEMENT_ID)), ...screenChunks]) {
    if (doc.querySelector(`link[rel="modulepreload"][href="${href}"]`) !== null) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
