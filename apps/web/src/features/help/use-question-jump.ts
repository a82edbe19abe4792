import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { focusQuestion } from './focus-question';

/** The query parameter naming the question an address points at: `#/info-e2ee?q=recovery-code`. */
export const QUESTION_PARAM = 'q';

/** The address of a question: its page's route with `?q=<id>`. */
export function questionAddress(route: string, questionId: string): string {
  return `${route}?${new URLSearchParams({ [QUESTION_PARAM]: questionId }).toString()}`;
}

/**
 * "Jump to question" with a shareable address. Each arrival at an address that names a
 * question of the page (a shared link, a reload, a link from another answer, even to the
 * question already named) scrolls there and focuses its heading once the page shows.
 * `jumpTo` does it at once for the list of questions, whose link then puts the question in
 * the address; that navigation does not move focus a second time.
 */
export function useQuestionJump(questionIds: readonly string[]): (id: string) => void {
  const { key } = useLocation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(QUESTION_PARAM);
  const alreadyThere = useRef<string | null>(null);

  useEffect(() => {
    const skip = alreadyThere.current;
    alreadyThere.current = null;
    if (requested === null || requested === skip) return;
    if (questionIds.includes(requested)) focusQuestion(requested);
  }, [key, requested, questionIds]);

  return useCallback((id: string) => {
    alreadyThere.current = id;
    focusQuestion(id);
  }, []);
}
