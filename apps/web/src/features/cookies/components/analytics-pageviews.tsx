import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ANALYTICS_ENDPOINT } from '@/config/analytics';
import { isCookieCategoryAllowed } from '@/lib/storage/cookie-consent';
import { selectCountryCode, selectLanguage } from '@/stores/preferences-slice';
import type { AnalyticsClient } from '../analytics/analytics-client';
import { removeAnalyticsCookies } from '../analytics/analytics-cookies';
import { loadAnalytics } from '../analytics/analytics-loader';
import { pageviewName } from '../analytics/pageview-name';
import { selectConsent } from '../consent-slice';

export interface AnalyticsPageviewsProps {
  /** The collector; tests pass their own. */
  endpoint?: string;
}

/**
 * Counts a pageview per screen (spec §2 Routing) once analytics is allowed: with consent
 * where consent applies, never in the countries where it is not offered. Until then — and
 * as soon as consent is withdrawn — no analytics cookie exists.
 */
export function AnalyticsPageviews({ endpoint = ANALYTICS_ENDPOINT }: AnalyticsPageviewsProps) {
  const { pathname } = useLocation();
  const countryCode = useAppSelector(selectCountryCode);
  const language = useAppSelector(selectLanguage);
  const consent = useAppSelector(selectConsent);
  const allowed = isCookieCategoryAllowed('analytics', countryCode, consent);
  const [client, setClient] = useState<AnalyticsClient | null>(null);
  const lastCounted = useRef<string | null>(null);

  useEffect(() => {
    if (!allowed) {
      removeAnalyticsCookies();
      return undefined;
    }
    let cancelled = false;
    void loadAnalytics(endpoint).then((loaded) => {
      if (!cancelled) setClient(loaded);
    });
    return () => {
      cancelled = true;
      setClient(null);
      lastCounted.current = null;
    };
  }, [allowed, endpoint]);

  useEffect(() => {
    if (client === null || lastCounted.current === pathname) return;
    lastCounted.current = pathname;
    client.pageview({ name: pageviewName(pathname), language });
  }, [client, pathname, language]);

  return null;
}
