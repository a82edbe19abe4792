import 'i18next';
import type app from './locales/en/app.json';
import type auth from './locales/en/auth.json';
import type errors from './locales/en/errors.json';
import type home from './locales/en/home.json';
import type shell from './locales/en/shell.json';

/**
 * Translation keys are checked at compile time against the English bundle: one area file
 * per feature (`locales/en/<area>.json`, keys `<area>.…`). A new area adds its line here.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: {
        app: typeof app;
        auth: typeof auth;
        errors: typeof errors;
        home: typeof home;
        shell: typeof shell;
      };
    };
  }
}
