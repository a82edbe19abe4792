// The confirm-password gate: the signed-in account re-enters its password.
import { html, renderDocument } from '../html';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { errorAlert, hiddenFields, passwordField } from './login-form';

export interface ConfirmPageOptions {
  action: string;
  hidden: Record<string, string>;
  loginId: string;
  error?: MessageKey | undefined;
}

export function renderConfirmPage(options: ConfirmPageOptions): string {
  const { error } = options;
  return renderDocument(
    t('confirm.title'),
    html`<h1>${t('confirm.title')}</h1>
      <p>${t('confirm.intro')}</p>
      <p>${t('confirm.account', { loginId: options.loginId })}</p>
      ${errorAlert('confirm-error', error)}
      <form method="post" action="${options.action}" novalidate>
        ${hiddenFields(options.hidden)}
        <input
          type="text"
          name="username"
          autocomplete="username"
          value="${options.loginId}"
          hidden
        />
        ${passwordField(error ? 'confirm-error' : undefined)}
        <div class="actions">
          <button type="submit">${t('confirm.submit')}</button>
        </div>
      </form>`,
  );
}
