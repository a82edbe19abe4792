import { describe, expect, it } from 'vitest';
import { withoutStartupScriptTags } from './prerender-pages';

const TEMPLATE = `<head>
    <title>Cloud Portal</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/client-headers-b2.js">
  </head>`;

describe('the template of a prerendered page', () => {
  it('loses the start-up script’s tags, which the page’s own script replaces, and nothing else', () => {
    expect(withoutStartupScriptTags(TEMPLATE, ['/assets/index-a1.js', '/assets/client-headers-b2.js'])).toBe(`<head>
    <title>Cloud Portal</title>
  </head>`);
  });

  it('is refused when a start-up file has no tag: the page would never start the app', () => {
    expect(() => withoutStartupScriptTags(TEMPLATE, ['/assets/index-other.js'])).toThrow(/index-other\.js/);
  });
});
