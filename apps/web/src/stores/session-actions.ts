import { createAction } from '@reduxjs/toolkit';

/**
 * The user signed out (spec §4 Auth "Logout"). Shared, because more than one slice reacts:
 * the auth slice forgets the session, the preferences slice turns high contrast off.
 */
export const loggedOut = createAction('session/loggedOut');
