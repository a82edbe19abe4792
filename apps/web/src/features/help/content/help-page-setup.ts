import type { PortalRoutePath } from '@cloud-portal/contract/portal-routes';
import type englishHelp from '@/i18n/locales/en/help.json';
import type { HelpIconName, HelpIllustration, HelpPageId, LinkTarget } from '../help-content';

/**
 * What a help page's keys cannot say (derive-help-page.ts reads the rest from the bundle).
 * Entries are named by their path under the page, `<question>.<key>`.
 */
export interface HelpPageSetup {
  readonly id: HelpPageId;
  readonly route: PortalRoutePath;
  readonly icon: HelpIconName;
  /** The texts whose tags become links (`See <gallery>…</gallery>`): tag → target. */
  readonly textLinks?: Readonly<Record<string, Readonly<Record<string, LinkTarget>>>>;
  /** The groups of items shown as a dash list rather than bullets. */
  readonly dashLists?: readonly string[];
  /** Each picture, by its name (`howLong.timeline` for `timelineAlt` and `timelineCaption`). */
  readonly illustrations?: Readonly<Record<string, HelpIllustration>>;
  /** Where each `…Link` entry leads. */
  readonly links?: Readonly<Record<string, LinkTarget>>;
}

type PageMessages<P extends HelpPageId> = (typeof englishHelp)[P];

/** `<question>.<key>` of every entry of a page's answers in the English bundle. */
type EntryPath<P extends HelpPageId> = {
  [Q in keyof PageMessages<P> & string]: PageMessages<P>[Q] extends object ? `${Q}.${keyof PageMessages<P>[Q] & string}` : never;
}[keyof PageMessages<P> & string];

/** `<question>.<name>` of a picture's `<question>.<name>Alt`. */
type PictureName<Path> = Path extends `${infer Name}Alt` ? Name : never;

/** HelpPageSetup with every path checked against the page's English keys. */
interface CheckedSetup<P extends HelpPageId> extends Omit<HelpPageSetup, 'id' | 'textLinks' | 'dashLists' | 'illustrations' | 'links'> {
  readonly id: P;
  readonly textLinks?: Readonly<Partial<Record<EntryPath<P>, Readonly<Record<string, LinkTarget>>>>>;
  readonly dashLists?: readonly EntryPath<P>[];
  readonly illustrations?: Readonly<Partial<Record<PictureName<EntryPath<P>>, HelpIllustration>>>;
  readonly links?: Readonly<Partial<Record<Extract<EntryPath<P>, `${string}Link`>, LinkTarget>>>;
}

/** A page's setup, its paths checked at compile time against the English bundle. */
export function helpPageSetup<P extends HelpPageId>(setup: CheckedSetup<P>): HelpPageSetup {
  // The paths were checked above; the table reads them as plain strings.
  return setup as HelpPageSetup;
}
