/**
 * Text areas only some screens read, fetched when such a screen first opens (`loadArea`),
 * not at start-up: the help pages' text is larger than all the other areas together. The
 * build (build/start-texts-plugin.ts) leaves them out of each language's start texts.
 */
export const DEFERRED_AREAS: readonly string[] = ['help'];
