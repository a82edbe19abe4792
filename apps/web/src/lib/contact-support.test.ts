import { describe, expect, it } from 'vitest';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { contactSupportLanguage, submitContactSupportForm } from './contact-support';

describe('contactSupportLanguage', () => {
  it.each([
    ['en', 'US', 'en_US'],
    ['de', 'AT', 'de_AT'],
    ['fr', 'ca', 'fr_CA'],
    ['ar', 'AE', 'ar_AE'],
    ['zh-TW', 'TW', 'zh_TW'],
    ['zh-HK', 'HK', 'zh_HK'],
    ['zh-SG', 'SG', 'zh_SG'],
    ['zh-CN', 'CN', 'zh_cn'],
    ['zh', 'CN', 'zh_cn'],
  ])('%s in %s asks the desk for %s', (language, country, expected) => {
    expect(contactSupportLanguage(language, country)).toBe(expected);
  });
});

describe('submitContactSupportForm', () => {
  it('posts the hidden support form in a new tab', () => {
    const submitted = captureFormSubmissions();
    submitContactSupportForm({ countryCode: 'CN', language: 'zh-CN' });
    expect(submitted).toEqual([
      {
        action: `${window.location.origin}/support/contact`,
        method: 'post',
        target: '_blank',
        rel: 'noopener noreferrer',
        fields: {
          serviceCd: 'cloud-portal',
          targetUrl: 'createQuestionTicket',
          chnlCd: 'WEB',
          country: 'CN',
          language: 'zh_cn',
        },
      },
    ]);
  });
});
