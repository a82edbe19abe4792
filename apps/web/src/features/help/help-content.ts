import type { ParseKeys } from 'i18next';
import type { PortalRoutePath } from '@cloud-portal/contract/portal-routes';

/**
 * The shape of a help page (spec §2 Help pages): typed data, never HTML. Every word is a
 * translation key of the help area (`help.<page>.<question>.…`); the questions and their
 * blocks are read from the bundle's shape (content/derive-help-page.ts).
 */
export type HelpKey = Extract<ParseKeys, `help.${string}`>;

/** Where a link goes: a screen of the portal (`to`, a hash route) or another site (`href`). */
export type LinkTarget = { readonly to: string } | { readonly href: string };

/**
 * A piece of text. A key alone is plain text; `links` name the tags of the text that become
 * links (`See <gallery>Gallery sync help</gallery>.` with `links: { gallery: { to: … } }`).
 */
export type HelpText = HelpKey | { readonly key: HelpKey; readonly links: Readonly<Record<string, LinkTarget>> };

/** A picture of a help answer. */
export interface HelpIllustration {
  /** The imported file's address. */
  readonly src: string;
  /** Intrinsic size, so the page does not move while the picture loads. */
  readonly width: number;
  readonly height: number;
  /** A wordless drawing whose direction is the reading direction: mirrored right to left. */
  readonly mirrorInRtl?: boolean;
}

export type HelpBlock =
  | { readonly type: 'paragraph'; readonly text: HelpText }
  | { readonly type: 'bulletList'; readonly items: readonly HelpText[] }
  | { readonly type: 'numberedList'; readonly items: readonly HelpText[] }
  | { readonly type: 'dashList'; readonly items: readonly HelpText[] }
  | ({ readonly type: 'image'; readonly altKey: HelpKey; readonly captionKey: HelpKey } & HelpIllustration)
  | ({ readonly type: 'link'; readonly labelKey: HelpKey } & LinkTarget);

export interface HelpQuestion {
  /** Kebab-case, unique on its page: the `?q=` of the question's shareable address. */
  readonly id: string;
  readonly questionKey: HelpKey;
  readonly blocks: readonly HelpBlock[];
}

export type HelpIconName = 'cloud' | 'gallery' | 'sync' | 'backup' | 'temporaryBackup' | 'encryption';

export type HelpPageId = 'overview' | 'gallery' | 'otherSyncedApps' | 'deviceBackups' | 'temporaryBackup' | 'e2ee';

/** A help page's title, read by the page itself and by the other pages' "more help" links. */
export const helpTitleKey = (id: HelpPageId) => `help.${id}.title` as const satisfies HelpKey;

export interface HelpPageContent {
  readonly id: HelpPageId;
  readonly route: PortalRoutePath;
  readonly titleKey: HelpKey;
  readonly subtitleKey: HelpKey;
  readonly descriptionKey: HelpKey;
  readonly icon: HelpIconName;
  readonly questions: readonly HelpQuestion[];
}

/** The key of a piece of text, whatever its form. */
export function keyOf(text: HelpText): HelpKey {
  return typeof text === 'string' ? text : text.key;
}
