import { createAction } from '@reduxjs/toolkit';

/**
 * The account's cloud data changed elsewhere (a device's upload, another browser, a job):
 * app/use-live-account-changes.ts says so. The cloud API's answers are refetched through
 * their tags; what a slice loads itself (the home card's Gallery preview) reloads on this.
 */
export const accountDataChanged = createAction('account/dataChanged');
