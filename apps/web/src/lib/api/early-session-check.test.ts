import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { getSession } from '@/features/auth/api/get-session';
import { TEST_SESSION } from '@/testing/render';
import { mockFetch } from '@/testing/fetch-mock';
import { checkSessionEarly } from './early-session-check';

describe('the early session check', () => {
  it('asks once: the first session check reads the answer the start-up script asked for', async () => {
    const { calls } = mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
    checkSessionEarly();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({ [CLIENT_HEADER]: CLIENT_HEADER_VALUE, accept: 'application/json' });

    await expect(getSession()).resolves.toEqual(TEST_SESSION);
    expect(calls).toHaveLength(1);
    // Later checks ask again.
    await expect(getSession()).resolves.toEqual(TEST_SESSION);
    expect(calls).toHaveLength(2);
  });

  it('hands a refusal on as the check’s own: a 401 for nobody signed in', async () => {
    mockFetch({ 'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'Sign in to continue.' } } });
    checkSessionEarly();
    await expect(getSession({ skipGlobalErrorHandler: true })).rejects.toMatchObject({ status: 401, rcode: 40100001 });
  });
});
