import { useTranslation } from 'react-i18next';
import type { HelpQuestion } from '../help-content';
import { questionHeadingId } from '../question-heading-id';
import { HelpBlockView } from './help-block-view';
import styles from './help-page.module.css';

/**
 * One question and its answer. The heading takes focus when the list of questions (or an
 * address naming the question) jumps here, hence `tabIndex=-1`.
 */
export function QuestionSection({ question }: { question: HelpQuestion }) {
  const { t } = useTranslation();
  return (
    <section className={styles.question}>
      <h2 id={questionHeadingId(question.id)} className={styles.questionHeading} tabIndex={-1}>
        {t(question.questionKey)}
      </h2>
      {question.blocks.map((block, index) => (
        // The content is fixed: a block's position is its identity.
        <HelpBlockView key={index} block={block} />
      ))}
    </section>
  );
}
