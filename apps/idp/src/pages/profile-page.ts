// The account profile page: login id, e-mail, picture, and the display-name form.
import { DISPLAY_NAME_MAX_LENGTH } from '../display-name';
import { html, renderDocument } from '../html';
import { t } from '../messages';
import type { MessageKey } from '../messages';
import { errorAlert, hiddenFields } from './login-form';

export interface ProfilePageOptions {
  action: string;
  csrfToken: string;
  loginId: string;
  email: string;
  emailVerified: boolean;
  pictureUrl?: string | undefined;
  /** The name shown in the field: the stored one, or what was submitted when it was refused. */
  name: string;
  error?: MessageKey | undefined;
  saved?: boolean;
  returnUrl?: string | undefined;
}

export function renderProfilePage(options: ProfilePageOptions): string {
  const { error } = options;
  const max = DISPLAY_NAME_MAX_LENGTH;
  return renderDocument(
    t('profile.title'),
    html`<h1>${t('profile.title')}</h1>
      ${options.pictureUrl ? html`<img class="avatar" src="${options.pictureUrl}" alt="${t('profile.picture')}" />` : ''}
      <dl>
        <dt>${t('profile.loginId')}</dt>
        <dd>${options.loginId}</dd>
        <dt>${t('profile.email')}</dt>
        <dd>
          ${options.email}
          (${t(options.emailVerified ? 'profile.emailVerified' : 'profile.emailNotVerified')})
        </dd>
      </dl>
      ${options.saved ? html`<p class="status" role="status">${t('profile.saved')}</p>` : ''}
      ${errorAlert('name-error', error, { max })}
      <form method="post" action="${options.action}" novalidate>
        ${hiddenFields({ csrf: options.csrfToken, intent: 'save-name' })}
        <div class="field">
          <label for="name">${t('profile.name')}</label>
          <input
            id="name"
            name="name"
            type="text"
            autocomplete="name"
            required
            maxlength="${max}"
            value="${options.name}"
            aria-describedby="${error ? 'name-error name-hint' : 'name-hint'}"
            ${error ? html`aria-invalid="true"` : ''}
          />
          <span id="name-hint" class="hint">${t('profile.nameHint', { max })}</span>
        </div>
        <div class="actions">
          <button type="submit">${t('profile.save')}</button>
        </div>
      </form>
      ${options.returnUrl ? html`<p class="link-row"><a href="${options.returnUrl}">${t('profile.back')}</a></p>` : ''}`,
  );
}
