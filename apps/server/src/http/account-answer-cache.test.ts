import { describe, expect, it } from 'vitest';
import { AccountAnswerCache, type KeptAnswer } from './account-answer-cache';

const LIMITS = { maxTotalChars: 100, maxAnswerChars: 40, maxAgeMs: 5_000 };

function answer(body: string, dataVersion = 1, keptAt = 0): KeptAnswer {
  return { body, headers: { etag: `"${body}"` }, dataVersion, keptAt };
}

describe('AccountAnswerCache', () => {
  it('serves an answer again while its account’s data counter is the same and it is fresh', () => {
    const cache = new AccountAnswerCache(LIMITS);
    cache.keep('a', '/list', answer('[1]'));
    expect(cache.find('a', '/list', 1, 4_999)?.body).toBe('[1]');
    expect(cache.find('a', '/other', 1, 1)).toBeUndefined();
    expect(cache.find('b', '/list', 1, 1)).toBeUndefined();
  });

  it('forgets an answer once the data counter moved on, or after its age', () => {
    const cache = new AccountAnswerCache(LIMITS);
    cache.keep('a', '/list', answer('[1]'));
    expect(cache.find('a', '/list', 2, 1)).toBeUndefined();
    expect(cache.find('a', '/list', 1, 1)).toBeUndefined();

    cache.keep('a', '/list', answer('[1]', 1, 1_000));
    expect(cache.find('a', '/list', 1, 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps the newer answer when a call that read an older counter comes later', () => {
    const cache = new AccountAnswerCache(LIMITS);
    cache.keep('a', '/list', answer('[new]', 3));
    cache.keep('a', '/list', answer('[old]', 2));
    expect(cache.find('a', '/list', 2, 1)).toBeUndefined();
    expect(cache.find('a', '/list', 3, 1)?.body).toBe('[new]');
  });

  it('does not keep an answer over the size limit', () => {
    const cache = new AccountAnswerCache(LIMITS);
    cache.keep('a', '/big', answer('x'.repeat(41)));
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used answers when all of them outgrow the limit', () => {
    const cache = new AccountAnswerCache(LIMITS);
    cache.keep('a', '/1', answer('1'.repeat(40)));
    cache.keep('a', '/2', answer('2'.repeat(40)));
    // Used again: /1 is now more recent than /2.
    expect(cache.find('a', '/1', 1, 1)).toBeDefined();
    cache.keep('a', '/3', answer('3'.repeat(40)));
    expect(cache.find('a', '/2', 1, 1)).toBeUndefined();
    expect(cache.find('a', '/1', 1, 1)).toBeDefined();
    expect(cache.find('a', '/3', 1, 1)).toBeDefined();
  });
});
