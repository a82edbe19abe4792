import { describe, expect, it } from 'vitest';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { submitFormNavigation } from './submit-form-navigation';

describe('submitFormNavigation', () => {
  it('submits a hidden GET form with exactly the given fields, then removes it', () => {
    const submitted = captureFormSubmissions();
    submitFormNavigation({
      action: 'https://id.example.com/authorize',
      fields: { response_type: 'code', state: 'a b&c' },
    });
    expect(submitted).toEqual([
      {
        action: 'https://id.example.com/authorize',
        method: 'get',
        target: '',
        rel: '',
        fields: { response_type: 'code', state: 'a b&c' },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
  });

  it('opens in a new tab without giving it a handle on this page', () => {
    const submitted = captureFormSubmissions();
    submitFormNavigation(
      { action: 'https://id.example.com/profile', fields: {} },
      { newTab: true },
    );
    expect(submitted[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('can post', () => {
    const submitted = captureFormSubmissions();
    submitFormNavigation(
      { action: 'https://support.example.com/', fields: { chnlCd: 'WEB' } },
      { method: 'post' },
    );
    expect(submitted[0]?.method).toBe('post');
  });
});
