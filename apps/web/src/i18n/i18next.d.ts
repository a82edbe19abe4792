import 'i18next';
import type app from './locales/en/app.json';
import type auth from './locales/en/auth.json';
import type backup from './locales/en/backup.json';
import type cookies from './locales/en/cookies.json';
import type devices from './locales/en/devices.json';
import type drive from './locales/en/drive.json';
import type encryption from './locales/en/encryption.json';
import type erasure from './locales/en/erasure.json';
import type errors from './locales/en/errors.json';
import type gallery from './locales/en/gallery.json';
import type help from './locales/en/help.json';
import type home from './locales/en/home.json';
import type locale from './locales/en/locale.json';
import type notifications from './locales/en/notifications.json';
import type security from './locales/en/security.json';
import type sessionTimeout from './locales/en/sessionTimeout.json';
import type shell from './locales/en/shell.json';
import type storage from './locales/en/storage.json';
import type sync from './locales/en/sync.json';
import type ui from './locales/en/ui.json';
import type verification from './locales/en/verification.json';

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
        backup: typeof backup;
        cookies: typeof cookies;
        devices: typeof devices;
        drive: typeof drive;
        encryption: typeof encryption;
        erasure: typeof erasure;
        errors: typeof errors;
        gallery: typeof gallery;
        help: typeof help;
        home: typeof home;
        locale: typeof locale;
        notifications: typeof notifications;
        security: typeof security;
        sessionTimeout: typeof sessionTimeout;
        shell: typeof shell;
        storage: typeof storage;
        sync: typeof sync;
        ui: typeof ui;
        verification: typeof verification;
      };
    };
  }
}
