import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import {
  SUPPORT_CHANNEL,
  SUPPORT_CONTACT_URL,
  SUPPORT_SERVICE_CODE,
  SUPPORT_TARGET_CREATE_TICKET,
} from '@/config/support';
import { submitFormNavigation } from '@/lib/submit-form-navigation';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';

/** The locked page's contact-us link: posts the support form in a new tab (spec §2 Error pages). */
export function ContactUsButton() {
  const { t } = useTranslation();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);

  function contactUs() {
    submitFormNavigation(
      {
        action: SUPPORT_CONTACT_URL,
        fields: {
          serviceCd: SUPPORT_SERVICE_CODE,
          targetUrl: SUPPORT_TARGET_CREATE_TICKET,
          chnlCd: SUPPORT_CHANNEL,
          country: countryCode,
          language,
        },
      },
      { method: 'post', newTab: true },
    );
  }

  return (
    <Button variant="secondary" onClick={contactUs}>
      {t('errors.contactUs')}
      <VisuallyHidden> {t('shell.drawer.newTab')}</VisuallyHidden>
    </Button>
  );
}
