import { describe, expect, it } from 'vitest';
import { consentApplies, cookieRegimeOf, isAnalyticsOffered } from './cookie-regime';

describe('cookie regime (spec §5: consent applies only where required)', () => {
  it.each([
    ['DE', 'europe'],
    ['fr', 'europe'],
    ['NO', 'europe'],
    ['GB', 'europe'],
    ['CH', 'europe'],
    ['BR', 'latinAmerica'],
    ['MX', 'latinAmerica'],
    ['US', null],
    ['KR', null],
    ['SA', null],
  ])('%s → %s', (country, regime) => {
    expect(cookieRegimeOf(country)).toBe(regime);
    expect(consentApplies(country)).toBe(regime !== null);
  });

  it('does not offer analytics in the listed countries', () => {
    expect(isAnalyticsOffered('AT')).toBe(false);
    expect(isAnalyticsOffered('fr')).toBe(false);
    expect(isAnalyticsOffered('DE')).toBe(true);
    expect(isAnalyticsOffered('US')).toBe(true);
  });
});
