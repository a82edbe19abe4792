/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the provider's support contact form (see src/config/support.ts). */
  readonly VITE_SUPPORT_CONTACT_URL?: string;
  /** The cloud service's code at the support desk. */
  readonly VITE_SUPPORT_SERVICE_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
