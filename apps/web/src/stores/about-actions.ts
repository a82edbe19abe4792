import { createAction } from '@reduxjs/toolkit';

/**
 * The footer's "about the cloud service" link was followed (spec §2 Footer: it "switches
 * to the sync tab and goes to /info"). Shared, because the tab belongs to the devices
 * slice and the shell may not import a feature: the devices slice reacts to it.
 */
export const aboutPageOpened = createAction('shell/aboutPageOpened');
