/**
 * The `<style>` that holds a prerendered page's @font-face rules, switched off (`media="not
 * all"`) until the browser has their files, and names those files (`data-font-files`,
 * space-separated paths): apps/web/build/prerender-pages.ts writes it, app/first-paint.ts
 * switches it on or has the files fetched.
 */
export const FONT_FACES_ELEMENT_ID = 'page-font-faces';

/**
 * Switches on the faces a prerendered page declares but kept off because the browser did not
 * have their files yet (a first visit paints in the system font). Done when the user changes
 * the language, which draws the whole page anew anyway.
 */
export function switchOnPageFaces(doc: Document = document): void {
  // By tag name: prerendering at build time runs without the browser's element classes.
  const faces = doc.getElementById(FONT_FACES_ELEMENT_ID);
  if (faces?.tagName === 'STYLE' && faces.getAttribute('media') !== 'all') faces.setAttribute('media', 'all');
}
