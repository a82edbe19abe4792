import sharp from 'sharp';

/**
 * Real JPEG photos for the demo gallery, drawn from SVG scenes (sunsets, mountains, lakes,
 * forests, beaches, night skies, cities, auroras, abstract patterns) with colours varied per
 * photo, so the gallery's thumbnails look like a camera roll rather than test cards. Every
 * photo is a pure function of its index: the same demo always shows the same pictures.
 */

export interface DemoPhotoOptions {
  width?: number;
  height?: number;
  /** JPEG quality, 1–100. */
  quality?: number;
}

const DEFAULT_WIDTH = 1600;
const DEFAULT_HEIGHT = 1200;
const DEFAULT_QUALITY = 80;

export async function generateDemoPhoto(index: number, options: DemoPhotoOptions = {}): Promise<Buffer> {
  const width = options.width ?? DEFAULT_WIDTH;
  const height = options.height ?? DEFAULT_HEIGHT;
  const random = seededRandom(index + 1);
  const scene = SCENES[index % SCENES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">${scene(random)}</svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: options.quality ?? DEFAULT_QUALITY, mozjpeg: false })
    .toBuffer();
}

/** Scenes are drawn on a 4:3 canvas; the SVG scales it to the requested pixel size. */
const VIEW_WIDTH = 1600;
const VIEW_HEIGHT = 1200;

type Random = () => number;
type Scene = (random: Random) => string;

/** mulberry32: tiny, fast, deterministic; good enough to scatter trees and stars. */
function seededRandom(seed: number): Random {
  let state = seed * 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${((hue % 360) + 360) % 360},${saturation}%,${lightness}%)`;
}

/** A vertical gradient filling the canvas, from the given stops (offset 0–1, colour). */
function sky(id: string, stops: ReadonlyArray<readonly [number, string]>): string {
  const stopTags = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient></defs><rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#${id})"/>`;
}

/** A ridge of hills or peaks from left to right, filled down to the bottom edge. */
function ridge(random: Random, options: { base: number; amplitude: number; segments: number; sharp: boolean; fill: string }): string {
  const step = VIEW_WIDTH / options.segments;
  const points: string[] = [`0,${VIEW_HEIGHT}`];
  for (let i = 0; i <= options.segments; i += 1) {
    const y = options.base - random() * options.amplitude;
    points.push(`${Math.round(i * step)},${Math.round(y)}`);
    if (!options.sharp && i < options.segments) {
      points.push(`${Math.round(i * step + step / 2)},${Math.round(options.base - random() * options.amplitude * 0.6)}`);
    }
  }
  points.push(`${VIEW_WIDTH},${VIEW_HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${options.fill}"/>`;
}

function sunset(random: Random): string {
  const hue = between(random, 0, 40);
  const sunY = between(random, 560, 760);
  const sunX = between(random, 350, 1250);
  return [
    sky('sky', [
      [0, hsl(hue + 250, 55, 22)],
      [0.45, hsl(hue + 330, 70, 50)],
      [0.75, hsl(hue + 20, 90, 62)],
      [1, hsl(hue + 45, 95, 72)],
    ]),
    `<defs><radialGradient id="glow"><stop offset="0" stop-color="${hsl(hue + 50, 100, 90)}"/><stop offset="0.25" stop-color="${hsl(hue + 40, 100, 70)}" stop-opacity="0.8"/><stop offset="1" stop-color="${hsl(hue + 20, 100, 60)}" stop-opacity="0"/></radialGradient></defs>`,
    `<circle cx="${sunX}" cy="${sunY}" r="520" fill="url(#glow)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${between(random, 70, 110)}" fill="${hsl(hue + 50, 100, 88)}"/>`,
    ridge(random, { base: 860, amplitude: 160, segments: 7, sharp: false, fill: hsl(hue + 300, 35, 30) }),
    ridge(random, { base: 980, amplitude: 120, segments: 9, sharp: false, fill: hsl(hue + 290, 40, 18) }),
    ridge(random, { base: 1100, amplitude: 80, segments: 12, sharp: false, fill: hsl(hue + 280, 45, 9) }),
  ].join('');
}

function mountains(random: Random): string {
  const hue = between(random, 190, 230);
  const peaks: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const x = between(random, 100, 1500);
    const top = between(random, 250, 480);
    const half = between(random, 320, 520);
    const snowLine = top + (900 - top) * 0.28;
    const snowHalf = (half * (snowLine - top)) / (900 - top);
    peaks.push(
      `<polygon points="${x - half},900 ${x},${top} ${x + half},900" fill="${hsl(hue + 10, 15, 30 + i * 6)}"/>`,
      `<polygon points="${x - snowHalf},${snowLine} ${x},${top} ${x + snowHalf},${snowLine} ${x + snowHalf * 0.4},${snowLine - 25} ${x - snowHalf * 0.3},${snowLine + 10}" fill="${hsl(hue, 30, 96)}"/>`,
    );
  }
  // Midday blue, or the pink and gold of alpenglow.
  const skyStops: ReadonlyArray<readonly [number, string]> =
    random() < 0.6
      ? [
          [0, hsl(hue, 70, 45)],
          [0.6, hsl(hue - 10, 60, 78)],
          [1, hsl(hue - 20, 40, 90)],
        ]
      : [
          [0, hsl(hue + 40, 45, 40)],
          [0.55, hsl(hue + 130, 60, 72)],
          [1, hsl(hue + 170, 80, 80)],
        ];
  return [
    sky('sky', skyStops),
    ...peaks,
    ridge(random, { base: 960, amplitude: 90, segments: 10, sharp: false, fill: hsl(between(random, 90, 140), 35, 32) }),
    ridge(random, { base: 1080, amplitude: 70, segments: 14, sharp: false, fill: hsl(between(random, 90, 140), 40, 22) }),
  ].join('');
}

function lake(random: Random): string {
  const hue = between(random, 160, 220);
  const shore = 700;
  const hills = ridge(random, { base: shore, amplitude: 240, segments: 8, sharp: false, fill: hsl(hue - 60, 30, 30) });
  return [
    sky('sky', [
      [0, hsl(hue + 10, 60, 55)],
      [1, hsl(hue - 10, 50, 85)],
    ]),
    `<circle cx="${between(random, 200, 1400)}" cy="${between(random, 150, 300)}" r="60" fill="${hsl(50, 100, 95)}" fill-opacity="0.9"/>`,
    hills,
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 45)}"/><stop offset="1" stop-color="${hsl(hue + 10, 55, 20)}"/></linearGradient></defs>`,
    `<rect y="${shore}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT - shore}" fill="url(#water)"/>`,
    // The hills mirrored in the water, clipped to the water so the mirror never reaches the sky.
    `<defs><clipPath id="water-area"><rect y="${shore}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT - shore}"/></clipPath></defs>`,
    `<g clip-path="url(#water-area)" opacity="0.35"><g transform="translate(0 ${shore * 2}) scale(1 -1)">${hills}</g></g>`,
    ...Array.from({ length: 14 }, () => {
      const y = between(random, shore + 30, VIEW_HEIGHT);
      const x = between(random, 0, VIEW_WIDTH);
      return `<rect x="${x}" y="${y}" width="${between(random, 80, 300)}" height="4" rx="2" fill="white" fill-opacity="0.25"/>`;
    }),
  ].join('');
}

function forest(random: Random): string {
  // Summer greens, or autumn ochres and reds.
  const hue = random() < 0.65 ? between(random, 90, 150) : between(random, 10, 45);
  const trees: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const baseY = 720 + row * 170;
    const lightness = 36 - row * 10;
    for (let i = 0; i < 22; i += 1) {
      const x = between(random, -50, 1650);
      const h = between(random, 220, 420) + row * 60;
      const w = h * 0.38;
      trees.push(`<polygon points="${x - w / 2},${baseY} ${x},${baseY - h} ${x + w / 2},${baseY}" fill="${hsl(hue + between(random, -10, 10), 45, lightness)}"/>`);
    }
  }
  return [
    sky('sky', [
      [0, hsl(205, 45, 68)],
      [0.7, hsl(195, 40, 86)],
      [1, hsl(190, 30, 92)],
    ]),
    ridge(random, { base: 700, amplitude: 200, segments: 6, sharp: false, fill: hsl(210, 18, 66) }),
    `<rect y="700" width="${VIEW_WIDTH}" height="500" fill="${hsl(hue, 35, 25)}"/>`,
    ...trees,
  ].join('');
}

function beach(random: Random): string {
  const seaHue = between(random, 170, 200);
  const horizon = between(random, 520, 620);
  const shoreline = horizon + between(random, 200, 300);
  return [
    sky('sky', [
      [0, hsl(205, 75, 55)],
      [1, hsl(195, 70, 85)],
    ]),
    ...Array.from({ length: 5 }, () => {
      const x = between(random, 0, 1500);
      const y = between(random, 80, horizon - 150);
      return `<g fill="white" fill-opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="110" ry="38"/><ellipse cx="${x + 70}" cy="${y - 25}" rx="80" ry="40"/><ellipse cx="${x - 60}" cy="${y - 10}" rx="60" ry="30"/></g>`;
    }),
    `<rect y="${horizon}" width="${VIEW_WIDTH}" height="${shoreline - horizon}" fill="${hsl(seaHue, 70, 42)}"/>`,
    `<rect y="${horizon}" width="${VIEW_WIDTH}" height="40" fill="${hsl(seaHue + 10, 60, 30)}" fill-opacity="0.6"/>`,
    `<path d="M0 ${shoreline} Q 400 ${shoreline - 40} 800 ${shoreline} T 1600 ${shoreline} V 1200 H 0 Z" fill="${hsl(42, 55, 78)}"/>`,
    `<path d="M0 ${shoreline} Q 400 ${shoreline - 40} 800 ${shoreline} T 1600 ${shoreline}" stroke="white" stroke-width="14" fill="none" stroke-opacity="0.8"/>`,
    `<circle cx="${between(random, 200, 1400)}" cy="${between(random, 950, 1100)}" r="${between(random, 18, 30)}" fill="${hsl(between(random, 0, 360), 70, 55)}"/>`,
  ].join('');
}

function nightSky(random: Random): string {
  const hue = between(random, 220, 260);
  const stars = Array.from({ length: 160 }, () => {
    const r = random() < 0.1 ? between(random, 2.5, 4) : between(random, 0.8, 2);
    return `<circle cx="${between(random, 0, VIEW_WIDTH).toFixed(0)}" cy="${between(random, 0, 850).toFixed(0)}" r="${r.toFixed(1)}" fill="white" fill-opacity="${between(random, 0.4, 1).toFixed(2)}"/>`;
  });
  const moonX = between(random, 250, 1350);
  const moonY = between(random, 180, 380);
  return [
    sky('sky', [
      [0, hsl(hue, 60, 6)],
      [0.7, hsl(hue + 10, 50, 18)],
      [1, hsl(hue + 30, 40, 30)],
    ]),
    ...stars,
    `<circle cx="${moonX}" cy="${moonY}" r="90" fill="${hsl(50, 60, 92)}"/>`,
    `<circle cx="${moonX + 40}" cy="${moonY - 20}" r="80" fill="${hsl(hue, 60, 8)}"/>`,
    ridge(random, { base: 1000, amplitude: 220, segments: 6, sharp: true, fill: hsl(hue, 40, 4) }),
  ].join('');
}

function city(random: Random): string {
  const hue = between(random, 260, 340);
  const buildings: string[] = [];
  let x = -20;
  while (x < VIEW_WIDTH) {
    const w = between(random, 60, 160);
    const h = between(random, 200, 620);
    const top = 1050 - h;
    buildings.push(`<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${hsl(hue, 25, between(random, 8, 16))}"/>`);
    for (let wy = top + 20; wy < 1030; wy += 36) {
      for (let wx = x + 12; wx < x + w - 18; wx += 28) {
        if (random() < 0.45) buildings.push(`<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="18" fill="${hsl(45, 100, between(random, 60, 80))}"/>`);
      }
    }
    x += w + between(random, 0, 12);
  }
  return [
    sky('sky', [
      [0, hsl(hue - 40, 60, 20)],
      [0.55, hsl(hue, 65, 45)],
      [1, hsl(hue + 40, 85, 65)],
    ]),
    ...buildings,
    `<rect y="1050" width="${VIEW_WIDTH}" height="150" fill="${hsl(hue, 30, 6)}"/>`,
  ].join('');
}

function aurora(random: Random): string {
  const hue = pick(random, [130, 150, 170, 280]);
  const bands = Array.from({ length: 4 }, (_, i) => {
    const y = between(random, 200, 500) + i * 40;
    const c1 = between(random, 200, 600);
    const c2 = between(random, 1000, 1400);
    return `<path d="M -100 ${y} C ${c1} ${y - 250}, ${c2} ${y + 250}, 1700 ${y - 60}" stroke="${hsl(hue + i * 12, 90, 60)}" stroke-width="${between(random, 60, 140)}" fill="none" stroke-opacity="${between(random, 0.25, 0.5).toFixed(2)}" stroke-linecap="round"/>`;
  });
  return [
    sky('sky', [
      [0, hsl(230, 60, 8)],
      [1, hsl(210, 50, 20)],
    ]),
    ...Array.from({ length: 80 }, () => `<circle cx="${between(random, 0, 1600).toFixed(0)}" cy="${between(random, 0, 800).toFixed(0)}" r="${between(random, 0.8, 2).toFixed(1)}" fill="white"/>`),
    ...bands,
    ridge(random, { base: 950, amplitude: 260, segments: 9, sharp: true, fill: hsl(220, 30, 10) }),
    `<rect y="1050" width="${VIEW_WIDTH}" height="150" fill="${hsl(215, 25, 62)}"/>`,
  ].join('');
}

function flowerField(random: Random): string {
  const petalHue = between(random, 0, 360);
  const flowers = Array.from({ length: 140 }, () => {
    const y = between(random, 700, 1200);
    const scale = (y - 650) / 550;
    const x = between(random, 0, VIEW_WIDTH);
    const r = 6 + 22 * scale;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${hsl(petalHue + between(random, -25, 25), 80, between(random, 55, 72))}"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * 0.3).toFixed(1)}" fill="${hsl(48, 95, 55)}"/>`;
  });
  return [
    sky('sky', [
      [0, hsl(200, 70, 62)],
      [1, hsl(190, 60, 88)],
    ]),
    ridge(random, { base: 680, amplitude: 120, segments: 6, sharp: false, fill: hsl(110, 30, 55) }),
    `<rect y="680" width="${VIEW_WIDTH}" height="520" fill="${hsl(100, 50, 38)}"/>`,
    ...flowers,
  ].join('');
}

function pattern(random: Random): string {
  const hue = between(random, 0, 360);
  const shapes: string[] = [];
  const style = Math.floor(random() * 3);
  if (style === 0) {
    for (let y = 0; y < VIEW_HEIGHT + 100; y += 100) {
      for (let x = 0; x < VIEW_WIDTH + 100; x += 100) {
        shapes.push(`<circle cx="${x}" cy="${y}" r="${between(random, 15, 48).toFixed(0)}" fill="${hsl(hue + between(random, -40, 40), 70, between(random, 45, 70))}"/>`);
      }
    }
  } else if (style === 1) {
    for (let i = -12; i < 28; i += 1) {
      shapes.push(`<rect x="${i * 90}" y="-400" width="45" height="2000" fill="${hsl(hue + i * 9, 65, 55)}" transform="rotate(25 800 600)"/>`);
    }
  } else {
    for (let i = 14; i > 0; i -= 1) {
      shapes.push(`<circle cx="${between(random, 700, 900).toFixed(0)}" cy="${between(random, 500, 700).toFixed(0)}" r="${i * 70}" fill="${hsl(hue + i * 14, 65, 25 + i * 3)}"/>`);
    }
  }
  return [`<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="${hsl(hue + 180, 40, 15)}"/>`, ...shapes].join('');
}

const SCENES: readonly Scene[] = [sunset, mountains, lake, forest, beach, nightSky, city, aurora, flowerField, pattern];
