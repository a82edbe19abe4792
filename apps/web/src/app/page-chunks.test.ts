import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID, requestPageChunks, SCREEN_CHUNKS_ELEMENT_ID } from './page-chunks';

function pageWith(lists: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument();
  for (const [id, text] of Object.entries(lists)) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = id;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

function asked(doc: Document): string[] {
  return [...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
}

describe('asking for the page’s chunks', () => {
  afterEach(() => document.head.replaceChildren());

  const frame = () =>
    pageWith({
      [PAGE_CHUNKS_ELEMENT_ID]: JSON.stringify(['/assets/app.js', '/assets/react.js']),
      [SCREEN_CHUNKS_ELEMENT_ID]: JSON.stringify({ '/': ['/assets/home.js'], '/backup': ['/assets/backup.js', '/assets/react.js'] }),
    });

  it('asks for the app’s chunks and the chunks of the screen in the address, each once', () => {
    const doc = frame();
    requestPageChunks(doc, '#/backup?tab=temporary');
    expect(asked(doc)).toEqual(['/assets/app.js', '/assets/react.js', '/assets/backup.js']);
  });

  it('asks for the app’s chunks alone on a screen the frame lists nothing for', () => {
    const doc = frame();
    requestPageChunks(doc, '#/info-e2ee');
    expect(asked(doc)).toEqual(['/assets/app.js', '/assets/react.js']);
    // Only the frame's own routes: not what every object has.
    const inherited = frame();
    requestPageChunks(inherited, '#/toString');
    expect(asked(inherited)).toEqual(['/assets/app.js', '/assets/react.js']);
  });

  it('asks for nothing it cannot read', () => {
    const doc = pageWith({ [PAGE_CHUNKS_ELEMENT_ID]: '{not json', [SCREEN_CHUNKS_ELEMENT_ID]: '"/"' });
    requestPageChunks(doc, '#/');
    expect(asked(doc)).toEqual([]);
  });
});
