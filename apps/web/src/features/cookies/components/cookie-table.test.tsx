import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_COOKIE_NAMES } from '@cloud-portal/domain/constants';
import { PREFERENCE_KEYS } from '@/lib/storage/preference-storage';
import { renderWithProviders } from '@/testing/render';
import { COOKIE_CATALOGUE } from '../cookie-catalogue';
import { CookieTable } from './cookie-table';

/** Each body row as its cells' texts: name, purpose, kept for, domain, stored as. */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('CookieTable', { timeout: 20_000 }, () => {
  it('lists every essential cookie the portal and its server set, with purpose and lifetime', () => {
    renderWithProviders(<CookieTable caption="Essential cookies" entries={COOKIE_CATALOGUE.essential} />);
    const table = screen.getByRole('table', { name: 'Essential cookies' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Purpose',
      'Kept for',
      'Domain',
      'Stored as',
    ]);
    const host = window.location.hostname;
    const byName = new Map(rows(table).map(([name, ...rest]) => [name, rest]));
    expect([...byName.keys()]).toEqual([
      'portal_session',
      'portal_signin',
      'portal_device_id',
      'cp_consent',
      'cp_confirm_token',
      'cp_idle_expiry',
      'cp_verification_code',
      'cp_verification_expiry',
      'cp_verification_source',
    ]);
    expect(byName.get('portal_device_id')).toEqual([
      "Recognises this browser, so a sign-in you confirmed here isn't asked for again.",
      '730 days',
      host,
      'Cookie',
    ]);
    expect(byName.get('portal_session')?.[1]).toBe('Until you close the browser');
    expect(byName.get('cp_consent')?.[1]).toBe('365 days');
    expect(byName.get('cp_confirm_token')?.[1]).toBe('4 minutes');
    for (const name of ['cp_verification_code', 'cp_verification_expiry', 'cp_verification_source']) {
      expect(byName.get(name)?.[1]).toBe('5 minutes');
      expect(byName.get(name)?.[0]).toMatch(/sign-in/);
    }
  });

  it('gives the functional and analytics items their purpose and lifetime', () => {
    renderWithProviders(
      <>
        <CookieTable caption="Functional cookies" entries={COOKIE_CATALOGUE.functional} />
        <CookieTable caption="Analytical cookies" entries={COOKIE_CATALOGUE.analytics} />
      </>,
    );
    expect(rows(screen.getByRole('table', { name: 'Functional cookies' }))[0]).toEqual([
      'cp.language',
      'Remembers your language.',
      'Until you delete it',
      window.location.hostname,
      'Local storage',
    ]);
    expect(rows(screen.getByRole('table', { name: 'Analytical cookies' })).map(([name, , kept]) => [name, kept])).toEqual([
      ['_ga', '365 days'],
      ['_gat', '1 minute'],
      ['_gid', '1 day'],
    ]);
  });

  it('covers exactly the preference items and the analytics cookies the code uses', () => {
    expect(COOKIE_CATALOGUE.functional.map((entry) => entry.name)).toEqual([...PREFERENCE_KEYS]);
    expect(COOKIE_CATALOGUE.analytics.map((entry) => entry.name)).toEqual([...ANALYTICS_COOKIE_NAMES]);
  });
});
