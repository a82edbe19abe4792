import { describe, expect, it } from 'vitest';

import { html, renderDocument, SafeHtml } from './html';
import { messages, t } from './messages';

describe('html template', () => {
  it('escapes interpolated text and attributes', () => {
    const value = `"><script>alert('x')</script>&`;
    expect(html`<input value="${value}" />`.value).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;" />',
    );
  });

  it('keeps SafeHtml and renders nullish and booleans as nothing', () => {
    expect(
      html`<p>${new SafeHtml('<b>b</b>')}${null}${undefined}${false}${[html`<i>${'<'}</i>`]}</p>`
        .value,
    ).toBe('<p><b>b</b><i>&lt;</i></p>');
  });

  it('renders a complete English document with one stylesheet and no script', () => {
    const page = renderDocument('Title <x>', html`<h1>x</h1>`);
    expect(page).toMatch(/^<!doctype html>\s*<html lang="en"/);
    expect(page).toContain('<title>Title &lt;x&gt; – Cloud Portal account</title>');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('style=');
  });
});

describe('message catalogue', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('confirm.account', { loginId: 'a@b.c' })).toBe('Signed in as a@b.c');
    expect(t('profile.nameHint')).toBe('Up to {max} characters.');
  });

  it('has no empty message', () => {
    for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
  });
});
