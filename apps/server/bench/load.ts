// Drives a running server: each call alone (median time and size), and the load itself
// with autocannon, users' calls interleaved as their dashboards would make them.
import autocannon from 'autocannon';
import type { Call } from './dashboard-calls';

export const CONNECTIONS = 50;
/** Answers timed one by one per call before the load. */
const SOLO_RUNS = 15;

export interface LoadFigures {
  requestsPerSecond: number;
  /** Requests answered in all. */
  requests: number;
  p50: number;
  p99: number;
  /** Requests with no answer within autocannon's 10 s (the load outran the server). */
  timeouts: number;
  /** Other failed requests: connection errors and answers other than 2xx. */
  errors: number;
}

/** One user's dashboard: the Cookie header its browser sends and its calls. */
export interface UserCalls {
  cookie: string;
  calls: readonly Call[];
}

function headersOf(cookie: string, call: Call): Record<string, string> {
  return {
    cookie,
    'x-portal-client': 'cloud-portal-web',
    ...(call.body !== undefined && { 'content-type': 'application/json' }),
  };
}

async function send(url: string, user: UserCalls, call: Call): Promise<Response> {
  return fetch(`${url}${call.path}`, {
    method: call.method,
    headers: headersOf(user.cookie, call),
    ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
  });
}

/**
 * Each call of the user alone, one after another: every answer must be a success (thumbnails
 * are made here), and the median time of each shows where a load's time goes.
 */
export async function printSoloTimes(label: string, url: string, user: UserCalls): Promise<void> {
  console.log(`  ${label}: each call alone, median of ${SOLO_RUNS} answers one after another`);
  for (const call of user.calls) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < SOLO_RUNS; run += 1) {
      const begun = performance.now();
      const response = await send(url, user, call);
      const body = Buffer.from(await response.arrayBuffer());
      times.push(performance.now() - begun);
      if (response.status >= 300) throw new Error(`${call.method} ${call.path} answered ${response.status} ${body.toString()}`);
      bytes = body.length;
    }
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    console.log(`    ${`${call.method} ${call.path}`.slice(0, 70).padEnd(72)} ${median.toFixed(1).padStart(7)} ms ${String(bytes).padStart(9)} bytes`);
  }
}

/** How long the server runs the load before it is measured (its code compiled, its caches filled). */
const WARM_UP_SECONDS = 3;

/**
 * Every call of every user once, failing on any error (thumbnails are made here), then the
 * load itself for a few seconds, unmeasured.
 */
export async function warmUp(url: string, users: readonly UserCalls[]): Promise<void> {
  for (const user of users) {
    for (const call of user.calls) {
      const response = await send(url, user, call);
      await response.arrayBuffer();
      if (response.status >= 300) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
    }
  }
  await drive(url, users, WARM_UP_SECONDS);
}

/** The users' calls as their dashboards make them: one user's calls in order, then another user's, taken at random. */
export function dashboardRotation(users: readonly UserCalls[]): () => { user: UserCalls; call: Call } {
  let userIndex = 0;
  let callIndex = -1;
  return () => {
    callIndex += 1;
    if (callIndex === users[userIndex]!.calls.length) {
      callIndex = 0;
      userIndex = Math.floor(Math.random() * users.length);
    }
    const user = users[userIndex]!;
    return { user, call: user.calls[callIndex]! };
  };
}

/**
 * CONNECTIONS connections for `seconds`; each request is the next call of a user's dashboard,
 * the users taken in turn at random, so every user's calls run in their dashboard's mix.
 */
export async function drive(url: string, users: readonly UserCalls[], seconds: number): Promise<LoadFigures> {
  const next = dashboardRotation(users);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { user, call } = next();
          return {
            ...request,
            method: call.method,
            path: call.path,
            headers: headersOf(user.cookie, call),
            ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : { body: undefined }),
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts + result.non2xx,
  };
}
