import { readForm, type TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { webClientHeaders } from './test-app';

/** What the portal answers for a browser to go to next (the provider): a form's target and fields. */
export type FormNavigation = { action: string; fields: Record<string, string> };

/** The value of the cookie `name` the response sets, or undefined when it sets none (or clears it). */
export function setCookie(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value || undefined;
}

/** The address the browser goes to when it submits `form` (GET: the fields in the query). */
export function formUrl(form: FormNavigation): URL {
  const url = new URL(form.action);
  for (const [name, value] of Object.entries(form.fields)) url.searchParams.set(name, value);
  return url;
}

/** The web app asking the portal to sign in (POST /auth/authorize): the answer is the form to the provider. */
export function askToSignIn(app: FastifyInstance, options: { returnTo?: string; cookies?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: '/auth/authorize',
    headers: webClientHeaders,
    cookies: options.cookies ?? {},
    payload: { returnTo: options.returnTo ?? '/', locale: 'en-US', countryCode: 'US', goBackRoute: '/login' },
  });
}

/**
 * The browser takes the sign-in form to the provider at `issuer` and signs in on its login
 * page with `credentials`; answers the provider's last answer (its redirect back, as a rule).
 */
export async function signInAtProvider(
  browser: TestBrowser,
  issuer: string,
  form: FormNavigation,
  credentials: { loginId: string; password: string },
): Promise<Response> {
  const loginPage = await browser.followWithin(issuer, await browser.get(formUrl(form)));
  const login = readForm(await loginPage.text(), loginPage.url);
  return browser.followWithin(issuer, await browser.post(login.action, { ...login.fields, ...credentials }));
}

/** The portal's answer to a browser sent to `location` (an address of the portal) with these cookies. */
export function getAtPortal(app: FastifyInstance, location: string, cookies: Record<string, string>) {
  const target = new URL(location);
  return app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, cookies });
}

/** The web app asking the portal for the password gate before a deletion (POST /auth/confirm-password). */
export function askToConfirmPassword(app: FastifyInstance, cookies: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/auth/confirm-password',
    headers: webClientHeaders,
    cookies,
    payload: { returnTo: '/backup/delete' },
  });
}

/** The browser takes the gate's form to the provider and enters `password` there; answers the provider's answer. */
export async function confirmPasswordAtProvider(browser: TestBrowser, form: FormNavigation, password: string): Promise<Response> {
  const page = await browser.get(formUrl(form));
  const confirm = readForm(await page.text(), page.url);
  return browser.post(confirm.action, { ...confirm.fields, password });
}
