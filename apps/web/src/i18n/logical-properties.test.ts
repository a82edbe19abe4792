import { describe, expect, it } from 'vitest';
import { readSourceFiles } from './source-files.mjs';

/**
 * Right-to-left needs no mirrored stylesheet because every rule says start and end, never
 * left and right (`margin-inline-start`, `inset-inline-end`, `text-align: start`). This
 * check keeps it so: a physical property anywhere in the app's CSS, or in an inline style,
 * fails with its file and line. Icons that point along the reading direction mirror with
 * the `icon-directional` class of ui/theme.css.
 */
const stylesheets = readSourceFiles((name) => name.endsWith('.css'));
const components = readSourceFiles((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'));

const PHYSICAL_CSS: readonly RegExp[] = [
  /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
];

const PHYSICAL_INLINE: readonly RegExp[] = [
  /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\b/,
  /\bborder(Top|Bottom)(Left|Right)Radius\b/,
  /\b(textAlign|float|clear)\s*:\s*['"](left|right)['"]/,
];

/** `file:line: text` for every line that matches one of the patterns (comments left out). */
function findPhysical(files: Record<string, string>, patterns: readonly RegExp[]): string[] {
  return Object.entries(files).flatMap(([file, source]) =>
    source
      .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
      .split('\n')
      .flatMap((line, index) =>
        patterns.some((pattern) => pattern.test(line.replace(/\/\/.*$/, '')))
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('right-to-left layout', () => {
  it('finds the stylesheets and components it checks', () => {
    expect(Object.keys(stylesheets)).toContain('ui/theme.css');
    expect(Object.keys(components).length).toBeGreaterThan(10);
  });

  it('uses logical properties only in CSS', () => {
    expect(findPhysical(stylesheets, PHYSICAL_CSS), 'use inline/block start/end instead').toEqual(
      [],
    );
  });

  it('uses logical properties only in inline styles', () => {
    expect(findPhysical(components, PHYSICAL_INLINE), 'use inline/block start/end instead').toEqual(
      [],
    );
  });

  it('catches what it is meant to catch', () => {
    const sample = {
      'a.css':
        '.a { margin-left: 1px; }\n.b { inset-inline-start: 0; }\n/* left: 0 */\n.c { text-align: right }\n.d{right:0}',
      'b.tsx':
        "<p style={{ paddingRight: 4 }} />\n<p style={{ paddingInlineEnd: 4, textAlign: 'left' }} />",
    };
    expect(findPhysical({ 'a.css': sample['a.css'] }, PHYSICAL_CSS)).toEqual([
      'a.css:1: .a { margin-left: 1px; }',
      'a.css:4: .c { text-align: right }',
      'a.css:5: .d{right:0}',
    ]);
    expect(findPhysical({ 'b.tsx': sample['b.tsx'] }, PHYSICAL_INLINE)).toHaveLength(2);
  });
});
