import { AsyncLocalStorage } from 'node:async_hooks';

/** The account a request acts for, once its session or device credential has said which. */
interface ActingAccount {
  id: string | null;
}

const requests = new AsyncLocalStorage<ActingAccount>();

/**
 * Runs `work` (the rest of a request: its hooks, its handler, what they start) as a request
 * whose account is not known yet; `actFor` names it once it is. What it writes is then told
 * as that account's (LocalWrites), and a node forgets only that account's kept lookups.
 *
 * The rule that makes this true: a request acting for an account changes no other
 * account's sessions, status, browsers or data. Work for many accounts that a request sets
 * going (a timer, a queue) is started `outsideRequests`, so its writes count as anyone's.
 */
export function runAsRequest(work: () => void): void {
  requests.run({ id: null }, work);
}

/** The running request acts for this account: a signed-in user's or a device's. */
export function actFor(accountId: string): void {
  const acting = requests.getStore();
  if (acting) acting.id = accountId;
}

/** The account the running request acts for; null outside a request or before it is known. */
export function actingAccount(): string | null {
  return requests.getStore()?.id ?? null;
}

/** Runs `work`, and all it sets going, as no request: its writes may change any account. */
export function outsideRequests<T>(work: () => T): T {
  return requests.exit(work);
}
