import { describe, expect, it } from 'vitest';
import { type BuildManifest, frameScreenPreloads } from './build-manifest';

const MANIFEST: BuildManifest = {
  'src/app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_format.js': { file: 'assets/format.js', imports: ['_react.js'] },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_format.js', '_react.js'] },
  'src/backup-page.tsx': { file: 'assets/backup-page.js', imports: ['_format.js'] },
  'src/backup-loaders.ts': { file: 'assets/backup-loaders.js' },
};

describe('the signed-in frame’s chunks per screen', () => {
  it('lists each screen’s chunks and what they import, leaving out what the page asks for anyway', () => {
    expect(
      frameScreenPreloads(
        MANIFEST,
        { '/': ['src/home.tsx'], '/backup': ['src/backup-page.tsx', 'src/backup-loaders.ts'] },
        ['src/app/start-app.tsx', '_react.js'],
      ),
    ).toEqual({
      '/': ['assets/home.js', 'assets/format.js'],
      '/backup': ['assets/backup-page.js', 'assets/format.js', 'assets/backup-loaders.js'],
    });
  });

  it('fails the build on a module the build did not make', () => {
    expect(() => frameScreenPreloads(MANIFEST, { '/sync': ['src/sync-page.tsx'] }, [])).toThrow(
      'The frame lists modules the build did not make for /sync: src/sync-page.tsx',
    );
  });
});
