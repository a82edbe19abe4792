// The throttle in front of every password check, against guessing, spraying and flooding.
// Three limits, each a rate-limiter-flexible RateLimiterMemory (a Map whose entries expire by
// their own timers; nothing is ever evicted to make room):
// - per login id: MAX_FAILURES failures within WINDOW_MS block that id for BLOCK_MS;
// - per client address: MAX_ADDRESS_FAILURES failures (on any ids) within WINDOW_MS block that
//   address for BLOCK_MS: password spraying from one address stops there;
// - global: MAX_GLOBAL_FAILURES failures per GLOBAL_WINDOW_MS refuse every password check until
//   the window ends: a distributed flood costs bounded work and memory.
// Blocks live in limiters of their own, so nothing done by other ids, addresses or successful
// sign-ins can end a block early. Any submitted login id counts, known or not, so a refusal
// reveals nothing about which accounts exist. In memory only: a restart clears it.
// Why memory stays bounded: see "Provider login throttle" in docs/decisions.md.
import { createHash } from 'node:crypto';

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { normalizeLoginId } from './account-store';

export const MAX_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 50;
export const WINDOW_MS = 15 * 60 * 1000;
/** As long as the refusal's text says ("Wait 15 minutes"). */
export const BLOCK_MS = 15 * 60 * 1000;
export const MAX_GLOBAL_FAILURES = 1000;
export const GLOBAL_WINDOW_MS = 60 * 1000;

/** The three failure limits; tests lower them to trip a limit in a few requests. */
export interface ThrottleLimits {
  maxFailures: number;
  maxAddressFailures: number;
  maxGlobalFailures: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  maxFailures: MAX_FAILURES,
  maxAddressFailures: MAX_ADDRESS_FAILURES,
  maxGlobalFailures: MAX_GLOBAL_FAILURES,
};

const GLOBAL_KEY = 'all';

/** One admitted password check: report how it ended. */
export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

function counter(max: number, windowMs: number): RateLimiterMemory {
  return new RateLimiterMemory({ points: max, duration: windowMs / 1000 });
}

/** Holds blocks only: an entry is a block until its own expiry. */
function blockList(): RateLimiterMemory {
  return new RateLimiterMemory({ points: 1, duration: BLOCK_MS / 1000 });
}

/** Fixed-size keys: a submitted login id can be 1 KiB of junk; its digest is 43 characters. */
function idKey(loginId: string): string {
  return createHash('sha256').update(normalizeLoginId(loginId)).digest('base64url');
}

async function isBlocked(blocks: RateLimiterMemory, key: string): Promise<boolean> {
  const entry = await blocks.get(key);
  return entry !== null && entry.msBeforeNext > 0;
}

/** Takes one point; null when none is left (the limiter rejects with a RateLimiterRes). */
async function tryConsume(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes | null> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return null;
    throw error;
  }
}

export class LoginThrottle {
  readonly #limits: ThrottleLimits;
  readonly #global: RateLimiterMemory;
  readonly #idCounts: RateLimiterMemory;
  readonly #addressCounts: RateLimiterMemory;
  readonly #idBlocks = blockList();
  readonly #addressBlocks = blockList();

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.#limits = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
    this.#global = counter(this.#limits.maxGlobalFailures, GLOBAL_WINDOW_MS);
    this.#idCounts = counter(this.#limits.maxFailures, WINDOW_MS);
    this.#addressCounts = counter(this.#limits.maxAddressFailures, WINDOW_MS);
  }

  /**
   * Admits a password check for `loginId` from `address` (see client-address.ts), or answers
   * null: refuse it without checking the password.
   */
  async admit(loginId: string, address: string): Promise<LoginAttempt | null> {
    const id = idKey(loginId);
    if ((await isBlocked(this.#idBlocks, id)) || (await isBlocked(this.#addressBlocks, address))) {
      return null;
    }
    // Points are taken before the check, not after, so concurrent guesses cannot all pass
    // the limit while the password hashes run; a success gives them back.
    const global = await tryConsume(this.#global, GLOBAL_KEY);
    if (!global) return null;
    const globalWindowEnd = Date.now() + global.msBeforeNext;
    if (!(await tryConsume(this.#idCounts, id))) return null;
    return {
      failed: async () => {
        const idCount = await this.#idCounts.get(id);
        if (idCount && idCount.consumedPoints >= this.#limits.maxFailures) {
          await this.#idBlocks.block(id, BLOCK_MS / 1000);
        }
        // Addresses count failures only, so a busy shared address signing in is not slowed.
        const addressCount = await this.#addressCounts.penalty(address);
        if (addressCount.consumedPoints >= this.#limits.maxAddressFailures) {
          await this.#addressBlocks.block(address, BLOCK_MS / 1000);
        }
      },
      succeeded: async () => {
        // The right password forgives the id's earlier slips (never a block: that has its own list).
        await this.#idCounts.delete(id);
        // The global limit counts failures; a reward after its window ended would start the
        // next window below zero, one failure more than the limit.
        if (Date.now() < globalWindowEnd) await this.#global.reward(GLOBAL_KEY);
      },
    };
  }
}
