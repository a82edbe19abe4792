import {
  SUPPORT_CHANNEL,
  SUPPORT_CONTACT_URL,
  SUPPORT_SERVICE_CODE,
  SUPPORT_TARGET_CREATE_TICKET,
} from '@/config/support';
import { submitFormNavigation } from './navigation/submit-form-navigation';

/**
 * The language the support desk is asked to answer in (spec §2 Contact-support form: "the
 * language is mapped per country or region; the zh_CN variant is lowercased"): the page
 * language with the viewer's country, `language_COUNTRY` ('de' in Austria → 'de_AT').
 * Chinese keeps the region of its written form ('zh-TW' → 'zh_TW'), and mainland China's
 * Simplified Chinese is the lower-case 'zh_cn' the desk expects.
 */
export function contactSupportLanguage(language: string, countryCode: string): string {
  const [primary = 'en', region] = language.split(/[-_]/);
  const lang = primary.toLowerCase();
  if (lang === 'zh') {
    const chineseRegion = (region ?? countryCode).toUpperCase();
    return chineseRegion === 'CN' ? 'zh_cn' : `zh_${chineseRegion}`;
  }
  return `${lang}_${countryCode.toUpperCase()}`;
}

/**
 * Opens the provider's support form in a new tab (spec §2 Contact-support form and the
 * locked error page's contact-us link): a hidden form POSTed with serviceCd, targetUrl
 * (create a question ticket), chnlCd=WEB, country and language.
 */
export function submitContactSupportForm({
  countryCode,
  language,
}: {
  countryCode: string;
  language: string;
}): void {
  submitFormNavigation(
    {
      action: SUPPORT_CONTACT_URL,
      fields: {
        serviceCd: SUPPORT_SERVICE_CODE,
        targetUrl: SUPPORT_TARGET_CREATE_TICKET,
        chnlCd: SUPPORT_CHANNEL,
        country: countryCode.toUpperCase(),
        language: contactSupportLanguage(language, countryCode),
      },
    },
    { method: 'post', newTab: true },
  );
}
