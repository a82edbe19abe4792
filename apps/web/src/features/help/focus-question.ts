import { questionHeadingId } from './question-heading-id';

/**
 * Brings a question into view and moves focus to its heading (a `tabIndex=-1` h2), so
 * keyboard and screen-reader users continue reading from there. The router uses the hash
 * for the route, so a `#fragment` cannot do this. False when the page has no such question.
 */
export function focusQuestion(questionId: string, doc: Document = document): boolean {
  const heading = doc.getElementById(questionHeadingId(questionId));
  if (!heading) return false;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}
