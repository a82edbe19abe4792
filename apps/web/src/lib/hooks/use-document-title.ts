import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen on show (WCAG 2.4.2 Page titled). */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = t('app.documentTitle', { page: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
