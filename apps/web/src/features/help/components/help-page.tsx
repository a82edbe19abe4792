import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { Page, PageTitle } from '@/ui/page-layout';
import type { HelpPageContent } from '../help-content';
import { useQuestionJump } from '../use-question-jump';
import { HelpIcon } from './help-icon';
import { MoreHelp } from './more-help';
import { QuestionList } from './question-list';
import { QuestionSection } from './question-section';
import styles from './help-page.module.css';

/**
 * A help page (spec §2 Help pages): title, subtitle, icon and description, the list of its
 * questions, then each question with its answer, rendered from the page's typed content.
 * Readable by visitors and signed-in users alike.
 */
export function HelpPage({ page }: { page: HelpPageContent }) {
  const { t } = useTranslation();
  const title = t(page.titleKey);
  useDocumentTitle(title);
  const questionIds = useMemo(() => page.questions.map((question) => question.id), [page.questions]);
  const jumpTo = useQuestionJump(questionIds);

  return (
    <Page as="article" spacing="spacious" width="reading" aria-labelledby="help-page-title">
      <header className={styles.intro}>
        <span className={styles.iconTile}>
          <HelpIcon name={page.icon} className={styles.icon} />
        </span>
        <hgroup className={styles.titles}>
          <PageTitle id="help-page-title">
            {title}
          </PageTitle>
          <p className={styles.subtitle}>{t(page.subtitleKey)}</p>
        </hgroup>
        <p className={styles.description}>{t(page.descriptionKey)}</p>
      </header>
      <QuestionList route={page.route} questions={page.questions} onJump={jumpTo} />
      {page.questions.map((question) => (
        <QuestionSection key={question.id} question={question} />
      ))}
      <MoreHelp current={page.id} />
    </Page>
  );
}
