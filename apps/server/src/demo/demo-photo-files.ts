import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDemoPhoto } from './demo-photo-generator';

/** Where the demo Gallery's photo number `index` comes from. */
export type DemoPhotoSource = (index: number) => Promise<Buffer>;

const fileOf = (dir: string, index: number) => path.join(dir, `${index}.jpg`);

/**
 * Draws demo photos 0 … count-1 into `dir` as `<index>.jpg`. The build runs this in a process
 * of its own (scripts/render-demo-photos.ts): drawing them is SVG rendering in sharp, whose
 * freed buffers the C allocator keeps, and the server then reads the files instead.
 */
export async function writeDemoPhotoFiles(dir: string, count: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (let index = 0; index < count; index += 1) await writeFile(fileOf(dir, index), await generateDemoPhoto(index));
}

/**
 * The demo photos the build drew into `dir`. A photo whose file is missing (a start from the
 * sources, without a build) is drawn here: the same picture, since each one is a pure function
 * of its index.
 */
export function demoPhotoFilesIn(dir: string): DemoPhotoSource {
  return async (index) => {
    try {
      return await readFile(fileOf(dir, index));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return generateDemoPhoto(index);
    }
  };
}
