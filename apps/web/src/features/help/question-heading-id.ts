/** The element id of a question's heading: what the list of questions scrolls to and focuses. */
export function questionHeadingId(questionId: string): string {
  return `help-question-${questionId}`;
}
