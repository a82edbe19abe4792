/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the provider's support contact form (see src/config/support.ts). */
  readonly VITE_SUPPORT_CONTACT_URL?: string;
  /** The cloud service's code at the support desk. */
  readonly VITE_SUPPORT_SERVICE_CODE?: string;
  /** Idle time-out in ms (default 1800000; lib/idle-timeout-config.ts). */
  readonly VITE_IDLE_TIMEOUT_MS?: string;
  /** Where pageviews are sent; NONE (the default) sends nothing (src/config/analytics.ts). */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
  /** The privacy policy and terms pages the footer links to (src/config/legal-links.ts). */
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_TERMS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
