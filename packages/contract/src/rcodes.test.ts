import { describe, expect, it } from 'vitest';
import { ForeignRcodes, Rcodes } from './rcodes';

describe('rcode catalogue', () => {
  const entries = Object.entries(Rcodes);

  it('defines every code once', () => {
    const codes = entries.map(([, d]) => d.rcode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the spec numbers for the codes the spec names', () => {
    expect(Rcodes.SESSION_REVOKED.rcode).toBe(19008);
    expect(Rcodes.EXPIRY_ALREADY_POSTPONED.rcode).toBe(40300108);
    expect(Rcodes.CONFIRM_TOKEN_REQUIRED.rcode).toBe(40305001);
    expect(Rcodes.VERIFICATION_REQUIRED.rcode).toBe(101403);
    expect([Rcodes.CLOUD_LOCKED, Rcodes.CLOUD_LOCKED_BY_SECURITY, Rcodes.CLOUD_LOCKED_BY_SUPPORT].map((d) => d.rcode)).toEqual([
      101920, 101921, 101922,
    ]);
  });

  it.each(entries)('%s travels with an error status and says what causes it', (_name, d) => {
    expect(d.status).toBeGreaterThanOrEqual(400);
    expect(d.status).toBeLessThan(600);
    expect(d.cause.length).toBeGreaterThan(10);
  });

  it('gives portal-made eight-digit codes the HTTP status as their prefix', () => {
    for (const [, d] of entries) {
      if (d.rcode >= 10_000_000) expect(Math.floor(d.rcode / 100_000)).toBe(d.status);
    }
  });

  it('keeps the codes other servers send apart from the codes this server sends', () => {
    const ours = new Set<number>(entries.map(([, d]) => d.rcode));
    const foreign = [...ForeignRcodes.tolerated400, ...ForeignRcodes.ignored403];
    expect(new Set(foreign).size).toBe(foreign.length);
    expect(foreign.filter((rcode) => ours.has(rcode))).toEqual([]);
  });
});
