import type { HelpBlock, HelpPageContent, HelpText, LinkTarget } from '../help-content';

/**
 * A help page written out in one line per question (`p1 | ol(steps.open steps.save) | p2`),
 * every key relative to its question: a snapshot short enough to read, from which the
 * page's structure can be told back exactly (tests only).
 */
export interface HelpPageDescription {
  readonly route: string;
  readonly icon: string;
  readonly texts: string;
  readonly questions: Readonly<Record<string, string>>;
}

function targetOf(target: LinkTarget): string {
  return 'to' in target ? target.to : target.href;
}

function describeBlock(block: HelpBlock, local: (key: string) => string, fileOf: (src: string) => string): string {
  const text = (item: HelpText): string =>
    typeof item === 'string'
      ? local(item)
      : `${local(item.key)}{${Object.entries(item.links)
          .map(([tag, target]) => `${tag}→${targetOf(target)}`)
          .join(' ')}}`;
  switch (block.type) {
    case 'paragraph':
      return text(block.text);
    case 'bulletList':
      return `ul(${block.items.map(text).join(' ')})`;
    case 'numberedList':
      return `ol(${block.items.map(text).join(' ')})`;
    case 'dashList':
      return `dash(${block.items.map(text).join(' ')})`;
    case 'image':
      return `img(${local(block.altKey)} ${local(block.captionKey)} ${fileOf(block.src)} ${block.width}x${block.height}${block.mirrorInRtl === true ? ' mirrored' : ''})`;
    case 'link':
      return `link(${local(block.labelKey)}→${targetOf(block)})`;
  }
}

/** `fileOf` names a picture by its file rather than its address, which differs from build to build. */
export function describeHelpPage(page: HelpPageContent, fileOf: (src: string) => string): HelpPageDescription {
  return {
    route: page.route,
    icon: page.icon,
    texts: [page.titleKey, page.subtitleKey, page.descriptionKey].join(' '),
    questions: Object.fromEntries(
      page.questions.map((question) => {
        const prefix = question.questionKey.replace(/question$/, '');
        const local = (key: string) => (key.startsWith(prefix) ? key.slice(prefix.length) : key);
        return [question.id, [local(question.questionKey), ...question.blocks.map((block) => describeBlock(block, local, fileOf))].join(' | ')];
      }),
    ),
  };
}
