/**
 * The configured server base URL of spec §7: every cloud call lives below it
 * (decisions.md "API base URL is /api"), so none collides with a screen's path form.
 */
export const API_BASE = '/api';
