import { createHash } from 'node:crypto';

/**
 * Numbers that look random but follow from `seed` alone (mulberry32 seeded from its SHA-256),
 * so a device reports the same figures on every run and two devices report different ones.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    this.state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A whole number from `min` to `max` whose logarithm is even: small values as likely as large ones. */
  logInteger(min: number, max: number): number {
    return Math.min(max, Math.round(min * (max / min) ** this.next()));
  }
}
