import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_PAGES } from '../content/help-pages';
import { helpTitleKey, type HelpPageId } from '../help-content';
import { HelpIcon } from './help-icon';
import styles from './help-page.module.css';

/** Links to the other help pages: visitors have no navigation menu, so each page offers them. */
export function MoreHelp({ current }: { current: HelpPageId }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.moreHelp} aria-labelledby="help-more-heading">
      <h2 id="help-more-heading" className={styles.navHeading}>
        {t('help.common.moreHelpHeading')}
      </h2>
      <ul className={styles.topicList}>
        {HELP_PAGES.filter((page) => page.id !== current).map((page) => (
          <li key={page.id}>
            <Link className={styles.topic} to={page.route}>
              <HelpIcon name={page.icon} className={styles.topicIcon} />
              <span>{t(helpTitleKey(page.id))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
