import { avatarColourIndex, initialOf } from '../avatar-colour';
import styles from './avatar.module.css';
import { useProfilePicture } from './use-profile-picture';

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
  const picture = useProfilePicture(imageUrl);
  const sizeClass = size === 'large' ? styles.large : '';

  if (picture !== null) {
    return (
      <span className={`${styles.avatar} ${sizeClass}`} aria-hidden="true">
        <img className={styles.image} {...picture} />
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
