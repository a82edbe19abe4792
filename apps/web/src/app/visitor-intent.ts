/**
 * What a visitor does when they are about to use the page: touch or click it, move the
 * pointer, press a key, move focus, or go to another address. Watched on `window`, in the
 * capture phase, so nothing on the page can hide them.
 */
export const INTENT_EVENTS: readonly string[] = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'hashchange'];

/**
 * Set on <html> by the first-paint script when the visitor acted before the start-up script
 * had arrived (app/first-paint.ts): the start-up script then starts the app at once.
 */
export const VISITOR_ACTED_ATTRIBUTE = 'data-visitor-acted';

/**
 * On the sign-in page as drawn, <html> names the start-up script here instead of the page
 * loading it as it parses: the first-paint script asks for it once the page has painted.
 */
export const START_UP_SCRIPT_ATTRIBUTE = 'data-start-up-script';
