// The pages of the device authorization grant (RFC 8628): the owner types the code the device
// shows, sees which device asks and approves it (or not), then goes back to the device.
// `form` is oidc-provider's own markup (an empty form with its xsrf field); the visible
// fields and buttons name it with form="…".
import { html, renderDocument, SafeHtml } from '../html';
import { t } from '../messages';
import { errorAlert } from './login-form';

/** What a device said of itself when it asked (device_name, device_model), and from where. */
export interface AskingDevice {
  name?: string | undefined;
  model?: string | undefined;
  ip?: string | undefined;
}

export function renderDeviceCodePage(form: string, error: 'device.code.error.invalid' | 'device.code.error.aborted' | undefined): string {
  const title = t('device.code.title');
  const describedBy = error ? 'device-code-error' : undefined;
  return renderDocument(
    title,
    html`<h1>${title}</h1>
      <p>${t('device.code.intro')}</p>
      ${errorAlert('device-code-error', error)} ${new SafeHtml(form)}
      <div class="field">
        <label for="user_code">${t('device.code.label')}</label>
        <input
          id="user_code"
          name="user_code"
          form="op.deviceInputForm"
          type="text"
          autocomplete="one-time-code"
          autocapitalize="characters"
          spellcheck="false"
          required
          ${error ? html`aria-invalid="true" aria-describedby="${describedBy}"` : ''}
        />
      </div>
      <div class="actions">
        <button type="submit" form="op.deviceInputForm">${t('device.code.submit')}</button>
      </div>`,
  );
}

export function renderDeviceConfirmPage(form: string, device: AskingDevice, userCode: string): string {
  const title = t('device.confirm.title');
  const name = device.name ?? t('device.confirm.unnamed');
  return renderDocument(
    title,
    html`<h1>${title}</h1>
      <p>${t('device.confirm.intro')}</p>
      <dl class="device-details">
        <dt>${t('device.confirm.name')}</dt>
        <dd>${name}</dd>
        ${device.model ? html`<dt>${t('device.confirm.model')}</dt><dd>${device.model}</dd>` : ''}
        ${device.ip ? html`<dt>${t('device.confirm.address')}</dt><dd>${device.ip}</dd>` : ''}
        <dt>${t('device.confirm.code')}</dt>
        <dd><code>${userCode}</code></dd>
      </dl>
      <p>${t('device.confirm.warning')}</p>
      ${new SafeHtml(form)}
      <div class="actions">
        <button type="submit" form="op.deviceConfirmForm">${t('device.confirm.yes')}</button>
        <button type="submit" form="op.deviceConfirmForm" name="abort" value="yes" class="secondary">${t('device.confirm.no')}</button>
      </div>`,
  );
}

export function renderDeviceDonePage(): string {
  const title = t('device.done.title');
  return renderDocument(title, html`<h1>${title}</h1><p>${t('device.done.body')}</p>`);
}
