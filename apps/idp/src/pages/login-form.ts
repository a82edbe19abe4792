// The ID + password form, used by the sign-in interaction and, when the browser has no
// provider session yet, by the profile page and the confirm-password gate.
import { html } from '../html';
import type { SafeHtml } from '../html';
import { t } from '../messages';
import type { MessageKey } from '../messages';

export interface LoginFormOptions {
  action: string;
  loginId?: string | undefined;
  error?: MessageKey | undefined;
  /** Extra hidden fields (CSRF token, intent…), rendered before the visible ones. */
  hidden?: Record<string, string>;
  submitLabel?: string;
}

export function hiddenFields(fields: Record<string, string> = {}): SafeHtml {
  return html`${Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}

export function errorAlert(
  id: string,
  error: MessageKey | undefined,
  params: Record<string, string | number> = {},
): SafeHtml {
  return error ? html`<p id="${id}" class="alert" role="alert">${t(error, params)}</p>` : html``;
}

/** The password input; `errorId` names the alert that describes it when it was refused. */
export function passwordField(errorId: string | undefined): SafeHtml {
  return html`<div class="field">
    <label for="password">${t('login.password')}</label>
    <input
      id="password"
      name="password"
      type="password"
      autocomplete="current-password"
      required
      ${errorId ? html`aria-invalid="true" aria-describedby="${errorId}"` : ''}
    />
  </div>`;
}

export function loginForm(options: LoginFormOptions): SafeHtml {
  const { error } = options;
  const describedBy = error ? 'login-error' : undefined;
  return html`${errorAlert('login-error', error)}
    <form method="post" action="${options.action}" novalidate>
      ${hiddenFields(options.hidden)}
      <div class="field">
        <label for="loginId">${t('login.loginId')}</label>
        <input
          id="loginId"
          name="loginId"
          type="text"
          inputmode="email"
          autocomplete="username"
          autocapitalize="none"
          spellcheck="false"
          required
          value="${options.loginId ?? ''}"
          ${error ? html`aria-invalid="true" aria-describedby="${describedBy}"` : ''}
        />
      </div>
      ${passwordField(describedBy)}
      <div class="actions">
        <button type="submit">${options.submitLabel ?? t('login.submit')}</button>
      </div>
    </form>`;
}
