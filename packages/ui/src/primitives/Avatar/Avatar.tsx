import { useState } from 'react';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export interface AvatarProps {
  /** The person's name: the alt text, and the initials when there is no picture. */
  name: string;
  /** Picture URL. @default undefined */
  src?: string | null;
  /** @default 'medium' */
  size?: (typeof avatarSizes)[number];
  /** Hide from screen readers when the name is written next to it. @default false */
  isDecorative?: boolean;
}

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'medium', isDecorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img src={src} alt={isDecorative ? '' : name} className={styles.avatar({ size })} onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={styles.avatar({ size })}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : name}
      aria-hidden={isDecorative || undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
