// Pages that only say something: signed out, bad request, expired form, not found, errors.
import { html, renderDocument } from '../html';
import type { SafeHtml } from '../html';

export function renderNoticePage(title: string, body: string, extra: SafeHtml = html``): string {
  return renderDocument(
    title,
    html`<h1>${title}</h1>
      ${body ? html`<p>${body}</p>` : ''} ${extra}`,
  );
}
