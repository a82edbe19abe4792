// The sign-in page of the authorization interaction.
import { html, renderDocument } from '../html';
import { t } from '../messages';
import { loginForm } from './login-form';
import type { LoginFormOptions } from './login-form';

export interface LoginPageOptions extends LoginFormOptions {
  /** Heading and intro when the form stands in front of another page (profile, confirm). */
  title?: string;
  intro?: string;
  /** Shown as a "Back" link only when the caller has checked its origin. */
  backUrl?: string | undefined;
}

export function renderLoginPage(options: LoginPageOptions): string {
  const title = options.title ?? t('login.title');
  return renderDocument(
    title,
    html`<h1>${title}</h1>
      <p>${options.intro ?? t('login.intro')}</p>
      ${loginForm(options)}
      ${options.backUrl ? html`<p class="link-row"><a href="${options.backUrl}">${t('login.back')}</a></p>` : ''}`,
  );
}
