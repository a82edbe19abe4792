import { useState } from 'react';
import { avatarColourIndex, initialOf } from '../avatar-colour';
import styles from './avatar.module.css';

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  size?: 'regular' | 'large';
}

/**
 * The account's picture, or the first letter of its name in a circle whose colour comes
 * from the name. Decorative: the name is always written next to it.
 */
export function Avatar({ name, imageUrl, size = 'regular' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const sizeClass = size === 'large' ? styles.large : '';

  if (imageUrl !== null && imageUrl !== failedUrl) {
    return (
      <span className={`${styles.avatar} ${sizeClass}`} aria-hidden="true">
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(imageUrl)}
        />
      </span>
    );
  }
  const colour = styles[`colour${avatarColourIndex(name)}`] ?? '';
  return (
    <span className={`${styles.avatar} ${sizeClass} ${colour}`} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}
