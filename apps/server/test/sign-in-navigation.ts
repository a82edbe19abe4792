import type { LightMyRequestResponse } from 'fastify';

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
