import { SeededRandom } from './seeded-random';

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;

/** The photos of one run were taken over this many days before it. */
const SPAN_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SimulatedPhoto {
  jpeg: Buffer;
  takenAt: Date;
}

/**
 * Photo `index` (from 0) of `count`: a real 640×480 JPEG of coloured shapes on a gradient, its
 * picture following from the device's name and the index (so every photo differs), taken
 * (EXIF DateTimeOriginal, UTC) at a time of the four weeks before `now`, oldest first.
 */
export async function simulatedPhoto(
  device: { name: string; modelCode: string },
  index: number,
  count: number,
  now: number,
): Promise<SimulatedPhoto> {
  const random = new SeededRandom(`${device.name}\0photo\0${index}`);
  const slot = (SPAN_DAYS * DAY_MS) / count;
  const takenAt = new Date(
    Math.floor((now - (count - index) * slot + random.next() * slot * 0.9) / 1000) * 1000,
  );
  const exifTime = takenAt.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  // Loaded here, not with the simulator: the other commands need no image library.
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(picture(random, index)))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: {
        Model: device.modelCode,
        DateTime: exifTime,
        Software: 'cloud-portal device simulator',
      },
      IFD2: { DateTimeOriginal: exifTime, OffsetTimeOriginal: '+00:00' },
    })
    .toBuffer();
  return { jpeg, takenAt };
}

/** An SVG of a two-colour gradient with three to six translucent shapes and a little grain. */
function picture(random: SeededRandom, index: number): string {
  const colour = (lightness: number) =>
    `hsl(${random.integer(0, 359)},${random.integer(45, 85)}%,${lightness}%)`;
  const shapes: string[] = [];
  for (let shape = random.integer(3, 6); shape > 0; shape -= 1) {
    const x = random.integer(0, PHOTO_WIDTH);
    const y = random.integer(0, PHOTO_HEIGHT);
    const size = random.integer(40, 180);
    const fill = `fill="${colour(random.integer(35, 70))}" fill-opacity="${(0.5 + random.next() * 0.4).toFixed(2)}"`;
    shapes.push(
      random.next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" ${fill}/>`
        : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" ${fill} transform="rotate(${random.integer(-40, 40)} ${x} ${y})"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="${random.next().toFixed(2)}" y2="1">
<stop offset="0" stop-color="${colour(random.integer(55, 80))}"/>
<stop offset="1" stop-color="${colour(random.integer(20, 45))}"/>
</linearGradient>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${index + 1}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.2"/></feComponentTransfer></filter>
</defs>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
${shapes.join('\n')}
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" filter="url(#grain)"/>
</svg>`;
}
