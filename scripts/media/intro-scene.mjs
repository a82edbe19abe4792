// The login page's intro animation, as one SVG per frame. `frameSvg(t)` draws the scene at
// loop time t in [0, 1); every moving part is periodic in t, so frame 0 follows the last
// frame seamlessly. No text anywhere (the page shows its own translated headline).
//
// Scene: a phone, a tablet and a watch send photo / contact / calendar chips up dotted
// paths into the brand cloud, whose progress ring fills, turns into a check mark, and
// resets.

import { CLOUD_CENTER, cloudArrowPath, cloudPath, n } from './shapes.mjs';

export const SCENE_W = 960;
export const SCENE_H = 540;

const BLUE = '#0381FE';
const BLUE_LIGHT = '#3D9BFF';
const NAVY = '#14305A';
const CYAN = '#8FE2F0';
const PALE = '#E3F0FF';

const TAU = 2 * Math.PI;
const clamp01 = (v) => Math.min(1, Math.max(0, v));
const mod1 = (v) => v - Math.floor(v);
const smooth = (v) => {
  const x = clamp01(v);
  return x * x * (3 - 2 * x);
};
const easeInOut = (v) => {
  const x = clamp01(v);
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
};
const easeOutBack = (v) => {
  const x = clamp01(v);
  const c1 = 1.6;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
};
/** 0 -> 1 while t goes a -> b. */
const ramp = (t, a, b) => clamp01((t - a) / (b - a));

// ---------------------------------------------------------------------------------------
// Layout

const FLOOR = 468; // devices stand on this line
const CLOUD = { x: 480, y: 150, scale: 7.6 }; // centre of the cloud body, scale of the mark
const cloudToScene = ([x, y]) => [
  CLOUD.x + (x - CLOUD_CENTER[0]) * CLOUD.scale,
  CLOUD.y + (y - CLOUD_CENTER[1]) * CLOUD.scale,
];

const PHONE = { cx: 235, w: 104, h: 190 };
const TABLET = { cx: 480, w: 256, h: 176 };
const WATCH = { cx: 725, w: 92, h: 108 };

/** Cubic Bezier paths from each device into the cloud. */
const PATHS = [
  [[PHONE.cx, FLOOR - PHONE.h - 14], [PHONE.cx, 190], [330, 185], cloudToScene([9, 17])],
  [[TABLET.cx, FLOOR - TABLET.h - 14], [TABLET.cx, 230], [TABLET.cx, 210], cloudToScene([18, 18])],
  [[WATCH.cx, FLOOR - WATCH.h - 40], [WATCH.cx, 200], [630, 185], cloudToScene([27, 17])],
];

function bezier([p0, p1, p2, p3], s) {
  const u = 1 - s;
  const a = u * u * u;
  const b = 3 * u * u * s;
  const c = 3 * u * s * s;
  const d = s * s * s;
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
  ];
}
const bezierD = ([p0, p1, p2, p3]) =>
  `M${n(p0[0])} ${n(p0[1])}C${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])} ${n(p3[0])} ${n(p3[1])}`;

// Chips: each path sends CHIPS_PER_PATH chips per loop, staggered across paths.
const CHIPS_PER_PATH = 3;
const CHIP_TRAVEL = 0.3; // fraction of the loop a chip takes to reach the cloud
const chipStart = (path, k) => (path + k * 3) / (3 * CHIPS_PER_PATH); // loop time it leaves
const CHIP_KINDS = ['photo', 'contact', 'calendar'];
const CHIP_SCALE = 1.25;

/** Loop times at which chips arrive in the cloud. */
const ARRIVALS = [];
for (let p = 0; p < PATHS.length; p++) {
  for (let k = 0; k < CHIPS_PER_PATH; k++) ARRIVALS.push(mod1(chipStart(p, k) + CHIP_TRAVEL));
}

// ---------------------------------------------------------------------------------------
// Drawing helpers

const rect = (x, y, w, h, r, attrs) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${attrs}/>`;
const circle = (x, y, r, attrs) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`;

function defs() {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#E8F2FF"/></linearGradient>
<linearGradient id="cloudFill" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${BLUE_LIGHT}"/><stop offset="1" stop-color="${BLUE}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="${PALE}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${NAVY}" stop-opacity="0.2"/>
<stop offset="1" stop-color="${NAVY}" stop-opacity="0"/></radialGradient>
<radialGradient id="blob"><stop offset="0" stop-color="#D4E8FF" stop-opacity="0.9"/>
<stop offset="1" stop-color="#D4E8FF" stop-opacity="0"/></radialGradient>
</defs>`;
}

function background(t) {
  const a = TAU * t;
  return (
    `<rect width="${SCENE_W}" height="${SCENE_H}" fill="url(#bg)"/>` +
    circle(150 + 25 * Math.sin(a), 120 + 18 * Math.cos(a), 230, 'fill="url(#blob)"') +
    circle(830 + 20 * Math.cos(a), 430 + 20 * Math.sin(a), 260, 'fill="url(#blob)"') +
    circle(800 - 18 * Math.sin(a), 90 + 12 * Math.sin(2 * a), 120, 'fill="url(#blob)"') +
    // floor shadows under the devices
    `<ellipse cx="${PHONE.cx}" cy="${FLOOR + 6}" rx="80" ry="12" fill="url(#shadow)"/>` +
    `<ellipse cx="${TABLET.cx}" cy="${FLOOR + 6}" rx="160" ry="14" fill="url(#shadow)"/>` +
    `<ellipse cx="${WATCH.cx}" cy="${FLOOR + 6}" rx="64" ry="10" fill="url(#shadow)"/>`
  );
}

/** Small sparkles around the cloud that twinkle on integer frequencies. */
function sparkles(t) {
  const spots = [
    [300, 92, 0.0, 5],
    [660, 70, 0.35, 6],
    [700, 215, 0.7, 4],
    [262, 200, 0.55, 4],
    [585, 40, 0.15, 3.5],
  ];
  return spots
    .map(([x, y, phase, r]) => {
      const k = 0.5 + 0.5 * Math.sin(TAU * (2 * t + phase));
      const s = r * (0.6 + 0.6 * k);
      return (
        `<path transform="translate(${n(x)} ${n(y)})" fill="${CYAN}" opacity="${n(0.35 + 0.6 * k)}" ` +
        `d="M0 ${n(-s * 2)}Q0 0 ${n(s * 2)} 0Q0 0 0 ${n(s * 2)}Q0 0 ${n(-s * 2)} 0Q0 0 0 ${n(-s * 2)}Z"/>`
      );
    })
    .join('');
}

function trails(t) {
  // Dots flow from the devices to the cloud; the dash period (16) times an integer per
  // loop keeps it seamless.
  const offset = -16 * 12 * t;
  return PATHS.map(
    (p) =>
      `<path d="${bezierD(p)}" fill="none" stroke="${BLUE}" stroke-opacity="0.3" ` +
      `stroke-width="5" stroke-linecap="round" stroke-dasharray="0 16" stroke-dashoffset="${n(offset)}"/>`,
  ).join('');
}

// --- chip icons, drawn in a 44 x 44 box centred on 0,0 ---------------------------------

function chipIcon(kind) {
  switch (kind) {
    case 'photo':
      return (
        rect(-13, -11, 26, 22, 4, `fill="${PALE}"`) +
        `<path d="M-13 7L-5 -2L1 4L5 0L13 8V7A4 4 0 0 1 9 11H-9A4 4 0 0 1 -13 7Z" fill="${BLUE}"/>` +
        circle(6, -5, 3, `fill="${CYAN}"`)
      );
    case 'contact':
      return (
        circle(0, -5, 5.5, `fill="${BLUE}"`) +
        `<path d="M-11 12A11 9.5 0 0 1 11 12Z" fill="${BLUE}"/>`
      );
    case 'calendar':
    default:
      return (
        rect(-12, -10, 24, 22, 4, `fill="#FFFFFF" stroke="${BLUE}" stroke-width="2.5"`) +
        `<path d="M-12 -6A4 4 0 0 1 -8 -10H8A4 4 0 0 1 12 -6V-2H-12Z" fill="${BLUE}"/>` +
        `<path d="M-6 -13V-7M6 -13V-7" stroke="${NAVY}" stroke-width="2.5" stroke-linecap="round"/>` +
        [-6, 0, 6].flatMap((x) => [3, 8].map((y) => circle(x, y, 1.7, `fill="${BLUE}"`))).join('')
      );
  }
}

function chip(kind, x, y, scale, rot, opacity) {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(scale)})" opacity="${n(opacity)}">` +
    rect(-22, -19, 44, 44, 11, `fill="${NAVY}" opacity="0.12"`) +
    rect(-22, -22, 44, 44, 11, 'fill="#FFFFFF"') +
    chipIcon(kind) +
    '</g>'
  );
}

function chips(t) {
  let out = '';
  for (let p = 0; p < PATHS.length; p++) {
    for (let k = 0; k < CHIPS_PER_PATH; k++) {
      const u = mod1(t - chipStart(p, k)) / CHIP_TRAVEL; // 0..1 while travelling
      if (u >= 1) continue;
      const s = easeInOut(u);
      const [x, y] = bezier(PATHS[p], s);
      const pop = easeOutBack(u / 0.22);
      const shrink = 1 - 0.35 * smooth((u - 0.7) / 0.3);
      const scale = CHIP_SCALE * (0.35 + 0.65 * pop) * shrink;
      const opacity = smooth(u / 0.08);
      const rot = 7 * Math.sin(TAU * (u + p / 3)) * (1 - u);
      out += chip(CHIP_KINDS[(p + k) % 3], x, y, scale, rot, opacity);
    }
  }
  return out;
}

// --- the cloud with its progress ring ---------------------------------------------------

const FILL_END = 0.72; // ring full
const CHECK_END = 0.8; // check mark drawn
const RESET_START = 0.9; // ring and check fade out, arrow fades back in

function cloudGroup(t) {
  // Gentle float, plus a small "gulp" each time a chip arrives.
  const floatY = 5 * Math.sin(TAU * t);
  let gulp = 0;
  for (const a of ARRIVALS) {
    const dt = mod1(t - a);
    if (dt < 0.06) gulp += Math.sin(Math.PI * (dt / 0.06)) * 0.025;
  }
  const scale = CLOUD.scale * (1 + gulp);
  const [ccx, ccy] = CLOUD_CENTER;

  const progress = easeInOut(t / FILL_END);
  // The arrow flies off as the ring completes, the check is drawn, then the check and
  // the ring fade out and the arrow rises back in, exactly as it is at t = 0.
  const arrowOut = smooth(ramp(t, FILL_END - 0.05, FILL_END - 0.01));
  const arrowIn = smooth(ramp(t, 0.95, 1));
  const arrowOpacity = 1 - arrowOut + arrowIn;
  let arrowBob = -3 * Math.abs(Math.sin(TAU * 4 * t)) * (1 - ramp(t, FILL_END - 0.1, FILL_END));
  arrowBob += t < 0.95 ? -12 * arrowOut : 10 * (1 - arrowIn);
  const checkDraw = smooth(ramp(t, FILL_END, CHECK_END));
  const checkOpacity = 1 - smooth(ramp(t, RESET_START, 0.95));
  const reset = smooth(ramp(t, RESET_START, 0.97));

  const r = 40;
  const circ = TAU * r;
  const ringOpacity = 1 - reset;
  // a burst ring when the upload completes
  const burst = ramp(t, FILL_END, FILL_END + 0.12);

  const cx = CLOUD.x;
  const cy = CLOUD.y + floatY;

  let s = '';
  // soft halo behind the cloud
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + 20)}" rx="170" ry="120" fill="url(#blob)"/>`;
  s +=
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale)}) translate(${-ccx} ${-ccy})">` +
    `<path d="${cloudPath()}" fill="url(#cloudFill)"/></g>`;
  // the ring sits a little above the cloud's centre, clear of its flat base
  const ry = cy - 4;
  if (burst > 0 && burst < 1) {
    s += circle(
      cx,
      ry,
      r + 24 * smooth(burst),
      `fill="none" stroke="#FFFFFF" stroke-width="${n(6 * (1 - burst))}" opacity="${n(0.8 * (1 - burst))}"`,
    );
  }
  // ring track and progress
  s += circle(cx, ry, r, 'fill="none" stroke="#FFFFFF" stroke-opacity="0.28" stroke-width="9"');
  if (progress > 0.002 && ringOpacity > 0.002) {
    s += circle(
      cx,
      ry,
      r,
      `fill="none" stroke="#FFFFFF" stroke-width="9" stroke-linecap="round" opacity="${n(ringOpacity)}" ` +
        `stroke-dasharray="${n(circ * progress)} ${n(circ)}" transform="rotate(-90 ${n(cx)} ${n(ry)})"`,
    );
  }
  // arrow (upload in progress)
  if (arrowOpacity > 0.002) {
    s +=
      `<g transform="translate(${n(cx)} ${n(ry + arrowBob)}) scale(3.4) translate(${-ccx} ${-ccy + 0.3})" ` +
      `opacity="${n(Math.min(1, arrowOpacity))}">` +
      `<path d="${cloudArrowPath()}" fill="none" stroke="#FFFFFF" stroke-width="2.2" ` +
      'stroke-linecap="round" stroke-linejoin="round"/></g>';
  }
  // check mark (done)
  if (checkDraw > 0.002 && checkOpacity > 0.002) {
    const len = 48;
    s +=
      `<path d="M${n(cx - 16)} ${n(ry + 1)}L${n(cx - 5)} ${n(ry + 12)}L${n(cx + 17)} ${n(ry - 11)}" ` +
      `fill="none" stroke="#FFFFFF" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" ` +
      `stroke-dasharray="${len}" stroke-dashoffset="${n(len * (1 - checkDraw))}" ` +
      `opacity="${n(checkOpacity)}"/>`;
  }
  return s;
}

// --- devices ----------------------------------------------------------------------------

/** A soft highlight on a device's screen when it sends a chip. */
function sendGlow(t, path) {
  let g = 0;
  for (let k = 0; k < CHIPS_PER_PATH; k++) {
    const dt = mod1(t - chipStart(path, k));
    if (dt < 0.08) g = Math.max(g, Math.sin(Math.PI * (dt / 0.08)));
  }
  return g;
}

function phone(t) {
  const { cx, w, h } = PHONE;
  const x = cx - w / 2;
  const y = FLOOR - h;
  const glow = sendGlow(t, 0);
  let s = rect(x, y, w, h, 18, `fill="${NAVY}"`);
  s += rect(x + 6, y + 6, w - 12, h - 12, 13, 'fill="url(#screen)"');
  s += rect(x + 6, y + 6, w - 12, h - 12, 13, `fill="${CYAN}" opacity="${n(0.35 * glow)}"`);
  s += rect(cx - 14, y + 11, 28, 6, 3, `fill="${NAVY}"`);
  // contact list rows; the highlighted row walks down the list
  for (let i = 0; i < 4; i++) {
    const ry = y + 40 + i * 34;
    const active = Math.max(0, Math.cos(TAU * (t * 3 - i / 4))) ** 8;
    s += rect(x + 13, ry - 5, w - 26, 30, 8, `fill="#FFFFFF" opacity="${n(0.5 + 0.5 * active)}"`);
    s += circle(x + 27, ry + 10, 8, `fill="${i % 2 ? CYAN : BLUE}"`);
    s += rect(x + 41, ry + 3, 36, 5, 2.5, `fill="${NAVY}" opacity="0.75"`);
    s += rect(x + 41, ry + 12, 24, 4, 2, `fill="${BLUE}" opacity="0.45"`);
  }
  return s;
}

function tablet(t) {
  const { cx, w, h } = TABLET;
  const x = cx - w / 2;
  const y = FLOOR - h;
  const glow = sendGlow(t, 1);
  let s = rect(x, y, w, h, 18, `fill="${NAVY}"`);
  s += rect(x + 9, y + 9, w - 18, h - 18, 10, 'fill="url(#screen)"');
  s += rect(x + 9, y + 9, w - 18, h - 18, 10, `fill="${CYAN}" opacity="${n(0.35 * glow)}"`);
  // 3 x 2 photo grid; the sun in each tile rises and sets gently
  const tw = 68;
  const th = 64;
  const gx = x + (w - (3 * tw + 2 * 9)) / 2;
  const gy = y + (h - (2 * th + 9)) / 2;
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const i = row * 3 + col;
      const tx = gx + col * (tw + 9);
      const ty = gy + row * (th + 9);
      const id = `tile${i}`;
      s += `<clipPath id="${id}">${rect(tx, ty, tw, th, 8, '')}</clipPath>`;
      s += `<g clip-path="url(#${id})">`;
      s += rect(tx, ty, tw, th, 8, `fill="${i % 2 ? PALE : '#D3E7FF'}"`);
      const sunY = ty + 20 + 4 * Math.sin(TAU * (t + i / 6));
      s += circle(tx + 48 - (i % 3) * 6, sunY, 7, `fill="${i % 3 === 1 ? '#FFFFFF' : CYAN}"`);
      const peak = 18 + ((i * 7) % 14);
      s +=
        `<path d="M${n(tx - 4)} ${n(ty + th)}L${n(tx + peak)} ${n(ty + th - 30)}L${n(tx + peak + 16)} ` +
        `${n(ty + th - 14)}L${n(tx + peak + 28)} ${n(ty + th - 24)}L${n(tx + tw + 4)} ${n(ty + th)}Z" ` +
        `fill="${i % 2 ? BLUE : BLUE_LIGHT}"/>`;
      s += '</g>';
    }
  }
  s += circle(x + w - 4.5, y + h / 2, 1.8, `fill="#FFFFFF" opacity="0.35"`);
  return s;
}

function watch(t) {
  const { cx, w, h } = WATCH;
  const x = cx - w / 2;
  const y = FLOOR - h;
  const glow = sendGlow(t, 2);
  let s = '';
  // straps
  s += rect(cx - 30, y - 26, 60, h + 52, 14, `fill="#A9C6EA"`);
  s += rect(x, y, w, h, 26, `fill="${NAVY}"`);
  s += rect(x + w - 2, y + 30, 8, 20, 4, `fill="${NAVY}"`);
  s += rect(x + 7, y + 7, w - 14, h - 14, 20, 'fill="url(#screen)"');
  s += rect(x + 7, y + 7, w - 14, h - 14, 20, `fill="${CYAN}" opacity="${n(0.35 * glow)}"`);
  // mini progress ring mirroring the cloud's
  const r = 24;
  const wy = y + h / 2;
  const progress = easeInOut(t / FILL_END);
  const fade = 1 - smooth(ramp(t, RESET_START, 1));
  s += circle(cx, wy, r, `fill="none" stroke="${PALE}" stroke-width="7"`);
  if (progress > 0.002 && fade > 0.002) {
    const circ = TAU * r;
    s += circle(
      cx,
      wy,
      r,
      `fill="none" stroke="${CYAN}" stroke-width="7" stroke-linecap="round" opacity="${n(fade)}" ` +
        `stroke-dasharray="${n(circ * progress)} ${n(circ)}" transform="rotate(-90 ${n(cx)} ${n(wy)})"`,
    );
  }
  s += circle(cx, wy, 7 + 1.5 * Math.sin(TAU * 4 * t), `fill="${BLUE}"`);
  return s;
}

/** The whole frame at loop time t in [0, 1). */
export function frameSvg(t, width = SCENE_W, height = SCENE_H) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${SCENE_W} ${SCENE_H}">` +
    defs() +
    background(t) +
    sparkles(t) +
    trails(t) +
    chips(t) +
    cloudGroup(t) +
    phone(t) +
    tablet(t) +
    watch(t) +
    '</svg>'
  );
}
