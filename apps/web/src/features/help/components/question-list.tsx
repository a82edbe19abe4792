import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpQuestion } from '../help-content';
import { questionAddress } from '../use-question-jump';
import styles from './help-page.module.css';

export interface QuestionListProps {
  route: string;
  questions: readonly HelpQuestion[];
  /** Scrolls to the question and focuses it; the link then puts it in the address. */
  onJump: (questionId: string) => void;
}

/** A plain click; a click with a modifier opens the question's address elsewhere, as the browser does. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The page's questions as links (spec §2: "a list of anchor links to its questions"). Each
 * link's address is shareable (`#/info-e2ee?q=recovery-code`); following it replaces the
 * address rather than adding a history entry per jump.
 */
export function QuestionList({ route, questions, onJump }: QuestionListProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.questionNav} aria-labelledby="help-questions-heading">
      <h2 id="help-questions-heading" className={styles.navHeading}>
        {t('help.common.questionsHeading')}
      </h2>
      <ul className={styles.questionList}>
        {questions.map((question) => (
          <li key={question.id}>
            <Link
              to={questionAddress(route, question.id)}
              replace
              preventScrollReset
              onClick={(event) => {
                if (isPlainClick(event)) onJump(question.id);
              }}
            >
              {t(question.questionKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
