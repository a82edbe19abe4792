import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config';
import { contentSecurityPolicy } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('lets forms go to the portal and the provider, whose support endpoint is the default', () => {
    expect(contentSecurityPolicy(testConfig()).formAction).toEqual(["'self'", 'http://localhost:8081']);
  });

  it('also lets forms go to the origin of another support endpoint', () => {
    const config = testConfig({}, { SUPPORT_CONTACT_URL: 'https://help.example.com/csweb/contact?x=1' });
    expect(contentSecurityPolicy(config).formAction).toEqual(["'self'", 'http://localhost:8081', 'https://help.example.com']);
  });

  it('lets the page call only itself, and an analytics collector the operator names', () => {
    expect(contentSecurityPolicy(testConfig()).connectSrc).toEqual(["'self'"]);
    const config = testConfig({}, { ANALYTICS_ORIGIN: 'https://stats.example.com/collect' });
    expect(contentSecurityPolicy(config).connectSrc).toEqual(["'self'", 'https://stats.example.com']);
  });
});
