import type { FormNavigation } from '@cloud-portal/contract/sign-in';

export interface SubmitFormOptions {
  /** Open in a new tab. The opened page gets no handle on this one (noopener semantics). */
  newTab?: boolean;
  /** GET unless a caller needs POST (the support contact form posts, spec §2). */
  method?: 'get' | 'post';
}

/**
 * Navigates by submitting a hidden form holding exactly the given fields (spec §2: the
 * sign-in, sign-out and provider profile navigations are GET forms). The form is removed
 * from the page again right after the browser has taken it. A GET form replaces the query
 * of its action with its fields, so every parameter must travel as a field.
 */
export function submitFormNavigation(
  navigation: FormNavigation,
  { newTab = false, method = 'get' }: SubmitFormOptions = {},
): void {
  const form = document.createElement('form');
  form.method = method;
  form.action = navigation.action;
  form.hidden = true;
  form.acceptCharset = 'UTF-8';
  if (newTab) {
    form.target = '_blank';
    // rel on a form gives the opened page no window.opener and no referrer (HTML form rel).
    form.setAttribute('rel', 'noopener noreferrer');
  }
  for (const [name, value] of Object.entries(navigation.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
