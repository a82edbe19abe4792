import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { configureGlobalErrorEffects } from '../lib/api/global-error-handler';
import { recordingErrorEffects } from '@/testing/recording-error-effects';
import { forgetKnownAnswers } from '../lib/api/known-answers';
import { noteShownDataVersion } from '../lib/api/shown-data-version';
import { watchAccountChanges } from './watch-account-changes';

const WAIT = '/api/changes/v1/wait';

let resetEffects: () => void = () => undefined;
afterEach(() => {
  resetEffects();
  forgetKnownAnswers();
  vi.unstubAllGlobals();
});

describe('watchAccountChanges', () => {
  it('waits one wait after another from the counter it was given, and says when the data changed', async () => {
    const { calls } = mockFetch({
      [`GET ${WAIT}`]: { status: 200, body: { version: 3, changed: false } },
      [`GET ${WAIT}?since=3`]: { status: 200, body: { version: 4, changed: true } },
    });
    const stop = new AbortController();
    const onChange = vi.fn(() => stop.abort());
    await watchAccountChanges(onChange, { signal: stop.signal });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.path)).toEqual([WAIT, `${WAIT}?since=3`]);
  });

  it('waits from the oldest counter the page’s data was read under, so an earlier change is not missed', async () => {
    noteShownDataVersion(new Response(null, { headers: { 'x-portal-data-version': '9' } }));
    noteShownDataVersion(new Response(null, { headers: { 'x-portal-data-version': '7' } }));
    const { calls } = mockFetch({ [`GET ${WAIT}?since=7`]: { status: 200, body: { version: 8, changed: true } } });
    const stop = new AbortController();
    const onChange = vi.fn(() => stop.abort());
    await watchAccountChanges(onChange, { signal: stop.signal });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.path)).toEqual([`${WAIT}?since=7`]);
  });

  it('retries a failed wait after a growing pause, without any error shown to the user', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    mockFetch({ [`GET ${WAIT}`]: { status: 503, body: { rcode: 50300001, rmsg: 'Database down' } } });
    const stop = new AbortController();
    const pauses: number[] = [];
    const pause = vi.fn(async (ms: number) => {
      pauses.push(ms);
      if (pauses.length === 4) stop.abort();
    });
    await watchAccountChanges(() => undefined, { signal: stop.signal, pause });
    expect(pauses).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  it('stops when the session has ended, leaving it to the user’s next call to say so', async () => {
    const effects = recordingErrorEffects();
    resetEffects = configureGlobalErrorEffects(effects);
    const { calls } = mockFetch({ [`GET ${WAIT}`]: { status: 401, body: { rcode: 40100001 } } });
    const onChange = vi.fn();
    await watchAccountChanges(onChange, { signal: new AbortController().signal, pause: vi.fn() });
    expect(calls).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
    expect(effects.signOut).not.toHaveBeenCalled();
  });
});
