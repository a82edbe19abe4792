import { useTranslation } from 'react-i18next';
import { keyOf, type HelpBlock, type HelpText } from '../help-content';
import { useHelpValues } from '../use-help-values';
import { HelpLink } from './help-link';
import { HelpTextView } from './help-text-view';
import styles from './help-block-view.module.css';

function ListItems({ items }: { items: readonly HelpText[] }) {
  return items.map((item) => (
    <li key={keyOf(item)}>
      <HelpTextView text={item} />
    </li>
  ));
}

/** One block of a help answer (spec §2: paragraphs, bullet, numbered and dash lists, images with captions, links). */
export function HelpBlockView({ block }: { block: HelpBlock }) {
  const { t } = useTranslation();
  const values = useHelpValues();
  switch (block.type) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <HelpTextView text={block.text} />
        </p>
      );
    case 'bulletList':
      return (
        <ul className={styles.bulletList}>
          <ListItems items={block.items} />
        </ul>
      );
    case 'numberedList':
      return (
        <ol className={styles.numberedList}>
          <ListItems items={block.items} />
        </ol>
      );
    case 'dashList':
      return (
        <ul className={styles.dashList}>
          <ListItems items={block.items} />
        </ul>
      );
    case 'image':
      return (
        <figure className={styles.figure}>
          <img
            className={block.mirrorInRtl ? `${styles.image} ${styles.mirrorInRtl}` : styles.image}
            src={block.src}
            width={block.width}
            height={block.height}
            alt={t(block.altKey, values)}
          />
          <figcaption className={styles.caption}>{t(block.captionKey, values)}</figcaption>
        </figure>
      );
    case 'link':
      return (
        <p className={styles.link}>
          <HelpLink target={'to' in block ? { to: block.to } : { href: block.href }}>{t(block.labelKey, values)}</HelpLink>
        </p>
      );
  }
}
