#!/usr/bin/env node
// Regenerates the portal's brand SVGs and the login page's intro video from code.
//
//   node scripts/media/generate.mjs            # everything
//   node scripts/media/generate.mjs --brand    # only apps/web/public/brand/*.svg
//   node scripts/media/generate.mjs --video    # only apps/web/public/media/intro.*
//
// Needs Node >= 20 and, for the video, the Debian packages ffmpeg and librsvg2-bin
// (rsvg-convert). No npm dependency, no network. See README.md beside this file.

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { brandFiles } from './brand.mjs';
import { frameSvg } from './intro-scene.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const brandDir = path.join(root, 'apps/web/public/brand');
const mediaDir = path.join(root, 'apps/web/public/media');

const VIDEO = { width: 1280, height: 720, fps: 30, seconds: 8 };
const LIMITS = { svgBytes: 8 * 1024, mediaBytes: 1.5 * 1024 * 1024 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function need(tool, pkg) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    console.error(`Missing ${tool}: install it with  apt-get install -y ${pkg}`);
    process.exit(1);
  }
}

function writeBrand() {
  fs.mkdirSync(brandDir, { recursive: true });
  for (const [name, svg] of Object.entries(brandFiles())) {
    if (svg.length > LIMITS.svgBytes) throw new Error(`${name} is over 8 KB`);
    if (/<script|href=|url\(http/i.test(svg)) throw new Error(`${name} has a reference`);
    fs.writeFileSync(path.join(brandDir, name), svg);
    console.log(`brand/${name}  ${kb(svg.length)}`);
  }
}

/** Runs async jobs with at most `limit` in flight. */
async function pool(items, limit, job) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const COLOUR_ARGS = [
  '-vf',
  'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
];

async function writeVideo() {
  need('ffmpeg', 'ffmpeg');
  need('rsvg-convert', 'librsvg2-bin');
  fs.mkdirSync(mediaDir, { recursive: true });
  const encoders = execFileSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (!/libvpx-vp9/.test(encoders)) throw new Error('ffmpeg lacks libvpx-vp9');

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'intro-frames-'));
  try {
    const count = VIDEO.fps * VIDEO.seconds;
    const frames = Array.from({ length: count }, (_, i) => i);
    console.log(`drawing ${count} frames in ${tmp}`);
    await pool(frames, Math.max(1, os.cpus().length), async (i) => {
      const base = path.join(tmp, String(i).padStart(4, '0'));
      // t = i / count: frame `count` would equal frame 0, so the loop is seamless.
      fs.writeFileSync(`${base}.svg`, frameSvg(i / count, VIDEO.width, VIDEO.height));
      await run('rsvg-convert', [`${base}.svg`, '-o', `${base}.png`]);
      fs.rmSync(`${base}.svg`);
    });

    const input = [
      '-y',
      '-v',
      'error',
      '-framerate',
      String(VIDEO.fps),
      '-i',
      path.join(tmp, '%04d.png'),
    ];
    const common = ['-an', '-map_metadata', '-1', ...COLOUR_ARGS];
    const webm = path.join(mediaDir, 'intro.webm');
    // Two-pass constant-quality VP9: flat vector art compresses very well.
    const vp9 = [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '36',
      '-row-mt',
      '1',
      '-g',
      String(count),
    ];
    const passlog = path.join(tmp, 'vp9');
    console.log('encoding intro.webm (VP9, 2 passes)');
    execFileSync('ffmpeg', [
      ...input,
      ...common,
      ...vp9,
      '-pass',
      '1',
      '-passlogfile',
      passlog,
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-f',
      'null',
      '-',
    ]);
    execFileSync('ffmpeg', [
      ...input,
      ...common,
      ...vp9,
      '-pass',
      '2',
      '-passlogfile',
      passlog,
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      webm,
    ]);

    const mp4 = path.join(mediaDir, 'intro.mp4');
    if (/libx264/.test(encoders)) {
      console.log('encoding intro.mp4 (H.264)');
      execFileSync('ffmpeg', [
        ...input,
        ...common,
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'animation',
        '-crf',
        '26',
        '-profile:v',
        'high',
        '-level',
        '4.0',
        '-movflags',
        '+faststart',
        mp4,
      ]);
    } else {
      console.warn('ffmpeg lacks libx264: no intro.mp4 made');
      fs.rmSync(mp4, { force: true });
    }

    // The first frame as a WebP still, without metadata: `filters` resize it.
    const posterOf = (out, quality, filters = []) =>
      execFileSync('ffmpeg', ['-y', '-v', 'error', '-i', path.join(tmp, '0000.png'), '-map_metadata', '-1', ...filters, '-c:v', 'libwebp', '-quality', String(quality), out]);
    posterOf(path.join(mediaDir, 'intro-poster.webp'), 82);
    // The login page's own poster, written into the page itself (a data URI), so the first
    // paint needs no request: small, at the size a phone shows it.
    posterOf(path.join(root, 'apps', 'web', 'src', 'features', 'auth', 'components', 'intro-poster.webp'), 40, ['-vf', 'scale=640:-1']);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  let total = 0;
  for (const name of ['intro.webm', 'intro.mp4', 'intro-poster.webp']) {
    const file = path.join(mediaDir, name);
    if (!fs.existsSync(file)) continue;
    const size = fs.statSync(file).size;
    total += size;
    console.log(`media/${name}  ${kb(size)}`);
  }
  console.log(`media total  ${kb(total)}`);
  if (total > LIMITS.mediaBytes) throw new Error('media files are over 1.5 MB in total');
}

const args = new Set(process.argv.slice(2));
const all = !args.has('--brand') && !args.has('--video');
if (all || args.has('--brand')) writeBrand();
if (all || args.has('--video')) await writeVideo();
