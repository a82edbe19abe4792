import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhotoFilesIn, writeDemoPhotoFiles } from './demo-photo-files';
import { generateDemoPhoto } from './demo-photo-generator';

describe('demo photo files', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-demo-photos-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the photos the build drew, and draws one whose file is missing', async () => {
    await writeDemoPhotoFiles(dir, 1);
    const photos = demoPhotoFilesIn(dir);
    expect((await photos(0)).equals(await generateDemoPhoto(0))).toBe(true);
    expect((await photos(1)).equals(await generateDemoPhoto(1))).toBe(true);
  });
});
