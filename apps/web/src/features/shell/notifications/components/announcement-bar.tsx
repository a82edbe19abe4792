import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { useGetCurrentAnnouncementsQuery } from '../api/get-current-announcements';
import { readClosedAnnouncements, rememberClosedAnnouncement } from '../closed-announcements';
import { announcementLanguage } from '../announcement-language';
import styles from './announcement-bar.module.css';

export interface AnnouncementBarProps {
  /** Where focus goes once the last announcement is closed (the bar leaves with its button). */
  onClosedAll: () => void;
}

/**
 * The announcement bar above the page (issue 18 part 5; spec §9: 60 px high): the newest
 * current announcement this browser has not closed, its title on one line. View shows its
 * text (spec §4: "toggle to view"); Close hides it for good in this browser ("close sets
 * closed"), and the next one, if any, takes its place. Nothing while none is current, or
 * while the call fails: the bar is news, not the page.
 */
export function AnnouncementBar({ onClosedAll }: AnnouncementBarProps) {
  const { t } = useTranslation();
  const language = announcementLanguage(useAppSelector(selectLanguage));
  const country = useAppSelector(selectCountryCode);
  const { data } = useGetCurrentAnnouncementsQuery({ language, country });
  const [closed, setClosed] = useState(readClosedAnnouncements);
  const [viewing, setViewing] = useState<string | null>(null);
  const bodyId = useId();

  const shown = data?.announcements.filter((announcement) => !closed.includes(announcement.id)) ?? [];
  const announcement = shown[0];
  if (announcement === undefined) return null;
  const isViewing = viewing === announcement.id;

  function close(id: string) {
    rememberClosedAnnouncement(id);
    setClosed((ids) => [...ids, id]);
    if (shown.length === 1) onClosedAll();
  }

  return (
    <section className={styles.bar} aria-label={t('notifications.announcement.label')} data-announcement-id={announcement.id}>
      <div className={styles.row}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M18 11v2h4v-2h-4Zm-2 6.61c.96.71 2.21 1.65 3.2 2.39.4-.53.8-1.07 1.2-1.6-.99-.74-2.24-1.68-3.2-2.4-.4.54-.8 1.08-1.2 1.61ZM20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.74-2.24 1.68-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.72 2.21-1.65 3.2-2.4ZM4 9c-1.1 0-2 .9-2 2v2c0 1.1.9 2 2 2h1v4h2v-4h1l5 3V6L8 9H4Zm11.5 3c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34Z" />
        </svg>
        <p className={styles.title}>{announcement.title}</p>
        <button type="button" className={styles.textButton} aria-expanded={isViewing} aria-controls={bodyId} onClick={() => setViewing(isViewing ? null : announcement.id)}>
          {isViewing ? t('notifications.announcement.hide') : t('notifications.announcement.view')}
        </button>
        <button type="button" className={styles.closeButton} aria-label={t('notifications.announcement.close')} onClick={() => close(announcement.id)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
          </svg>
        </button>
      </div>
      <p id={bodyId} className={styles.body} hidden={!isViewing}>
        {announcement.body}
      </p>
    </section>
  );
}
