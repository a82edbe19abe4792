import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactSupportFields } from '@/testing/contact-support-fields';
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
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("posts the hidden support form in a new tab to the portal's forwarding address", () => {
    const submitted = captureFormSubmissions();
    submitContactSupportForm({ countryCode: 'CN', language: 'zh-CN' });
    expect(submitted).toEqual([
      {
        action: `${window.location.origin}/support/contact`,
        method: 'post',
        target: '_blank',
        rel: 'noopener noreferrer',
        fields: contactSupportFields('CN', 'zh_cn'),
      },
    ]);
  });

  it('posts to VITE_SUPPORT_CONTACT_URL when the build sets one', async () => {
    vi.stubEnv('VITE_SUPPORT_CONTACT_URL', 'https://help.example.com/csweb/contact');
    vi.resetModules();
    const { submitContactSupportForm: submitWithOverride } = await import('./contact-support');
    const submitted = captureFormSubmissions();
    submitWithOverride({ countryCode: 'at', language: 'de' });
    expect(submitted).toEqual([
      expect.objectContaining({
        action: 'https://help.example.com/csweb/contact',
        method: 'post',
        target: '_blank',
        fields: contactSupportFields('AT', 'de_AT'),
      }),
    ]);
  });
});
