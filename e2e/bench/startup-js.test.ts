import { describe, expect, it } from 'vitest';
import { startupChunkFiles, type BuildManifest } from './startup-js';

describe('startupChunkFiles', () => {
  it('follows the static imports recursively, once each, and leaves dynamic imports and CSS out', () => {
    const manifest: BuildManifest = {
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_react-b.js', '_shared-c.js'],
      },
      '_react-b.js': { file: 'assets/react-b.js', imports: ['_shared-c.js'] },
      '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_style-d.css'] },
      '_style-d.css': { file: 'assets/style-d.css' },
      'src/help.tsx': { file: 'assets/help-e.js', imports: ['_shared-c.js'] },
    };
    expect(startupChunkFiles(manifest)).toEqual({
      entries: ['index.html'],
      files: ['assets/index-a.js', 'assets/react-b.js', 'assets/shared-c.js'],
    });
  });

  it('counts the chunks of every entry once', () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-c.js'] },
      'login.html': { file: 'assets/login-b.js', isEntry: true, imports: ['_shared-c.js'] },
      '_shared-c.js': { file: 'assets/shared-c.js' },
    };
    expect(startupChunkFiles(manifest).files).toEqual([
      'assets/index-a.js',
      'assets/shared-c.js',
      'assets/login-b.js',
    ]);
  });

  it('refuses a manifest without an entry or with an import it does not list', () => {
    expect(() => startupChunkFiles({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
    expect(() =>
      startupChunkFiles({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } }),
    ).toThrow(/_gone\.js/);
  });
});
