// The support desk's answer to a contact-support form: how to reach support, and the request
// as the desk understood it. No script and nothing from another site.
import { html, renderDocument } from '../html';
import { t } from '../messages';
import { SUPPORT_DESK_PAGES } from '../support-request';
import type { SupportFieldProblem, SupportRequest } from '../support-request';
import { renderNoticePage } from './notice-page';

/**
 * An English name with the code as sent, e.g. "Austria (AT)" or "German (Austria) (de_AT)";
 * the bare code when it names nothing known.
 */
function named(code: string, type: 'region' | 'language'): string {
  try {
    const name = new Intl.DisplayNames('en', { type, fallback: 'none' }).of(code.replace('_', '-'));
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export function renderSupportPage(request: SupportRequest, supportEmail: string): string {
  const subject = t('support.emailSubject', {
    service: request.serviceCode,
    country: request.country,
    language: request.language,
  });
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
  return renderDocument(
    t('support.title'),
    html`<h1>${t('support.title')}</h1>
      <p>${t('support.intro')}</p>
      <dl>
        <dt>${t('support.emailLabel')}</dt>
        <dd><a href="${mailto}">${supportEmail}</a></dd>
      </dl>
      <h2>${t('support.details')}</h2>
      <dl>
        <dt>${t('support.topic')}</dt>
        <dd>${t(SUPPORT_DESK_PAGES[request.page])}</dd>
        <dt>${t('support.service')}</dt>
        <dd>${request.serviceCode}</dd>
        <dt>${t('support.country')}</dt>
        <dd>${named(request.country, 'region')}</dd>
        <dt>${t('support.language')}</dt>
        <dd>${named(request.language, 'language')}</dd>
      </dl>
      <p>${t('support.close')}</p>`,
  );
}

/** The 400 page: what was wrong with each field. */
export function renderSupportErrorPage(problems: SupportFieldProblem[]): string {
  return renderNoticePage(
    t('support.error.title'),
    t('support.error.body'),
    html`<ul>
      ${problems.map((problem) => html`<li>${t(problem.problem)}</li>`)}
    </ul>`,
  );
}
