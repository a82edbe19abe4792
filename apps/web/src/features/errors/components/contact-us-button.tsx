import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { submitContactSupportForm } from '@/lib/contact-support';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** The locked page's contact-us link: posts the support form in a new tab (spec §2 Error pages). */
export function ContactUsButton() {
  const { t } = useTranslation();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);

  return (
    <Button variant="secondary" onClick={() => submitContactSupportForm({ countryCode, language })}>
      {t('errors.contactUs')}
      <VisuallyHidden> {t('shell.drawer.newTab')}</VisuallyHidden>
    </Button>
  );
}
