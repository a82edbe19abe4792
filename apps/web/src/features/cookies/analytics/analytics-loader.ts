import { ANALYTICS_DISABLED } from '@/config/analytics';
import type { AnalyticsClient } from './analytics-client';

/** What runs when no collector is configured: nothing is loaded, set or sent. */
export const NO_ANALYTICS: AnalyticsClient = { pageview: () => undefined };

/**
 * Loads the analytics client (a separate chunk, fetched only once analytics is allowed) for
 * a collector address. With the NONE address, the default, it loads nothing, sets no cookie
 * and sends nothing.
 */
export async function loadAnalytics(endpoint: string): Promise<AnalyticsClient> {
  if (endpoint.trim() === '' || endpoint === ANALYTICS_DISABLED) return NO_ANALYTICS;
  const { beaconTransport, createAnalyticsClient } = await import('./analytics-client');
  return createAnalyticsClient(beaconTransport(endpoint));
}
