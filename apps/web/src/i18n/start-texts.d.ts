// The build's per-language start texts (build/start-texts-plugin.ts).
declare module 'virtual:start-texts' {
  import type { TranslationBundle } from '@/i18n/bundles';

  interface StartTexts {
    /** The language's areas read at start-up, every one in the chunk `load` fetches. */
    readonly areas: readonly string[];
    readonly load: () => Promise<{ default: Readonly<Record<string, TranslationBundle>> }>;
  }

  const startTexts: Readonly<Record<string, StartTexts>>;
  export default startTexts;
}
