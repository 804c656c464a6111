import type { ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'body', 'large'] as const;
export const textTones = ['primary', 'secondary', 'critical', 'positive', 'brand'] as const;

export interface TextProps {
  children: ReactNode;
  /** @default 'body' */
  size?: (typeof textSizes)[number];
  /** @default 'primary' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'bold';
  /** Cut after this many lines with an ellipsis (give the full text elsewhere, e.g. a Tooltip). @default undefined */
  maxLines?: number;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em';
}

/** Running text in the type scale and a semantic tone. */
export function Text({ children, size = 'body', tone = 'primary', weight = 'regular', maxLines, as: Component = 'p' }: TextProps) {
  return (
    <Component
      className={styles.text({ size, tone, weight, truncate: maxLines !== undefined })}
      style={maxLines ? { WebkitLineClamp: maxLines } : undefined}
    >
      {children}
    </Component>
  );
}

export interface HeadingProps {
  children: ReactNode;
  /** The document level (h1–h4): what the outline needs. */
  level: 1 | 2 | 3 | 4;
  /** The visual size, when it differs from the level. @default level */
  size?: 1 | 2 | 3 | 4;
  /** For aria-labelledby. @default undefined */
  id?: string;
}

/** A heading whose level (for the outline) and size (for the eye) are chosen separately. */
export function Heading({ children, level, size = level, id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading({ size: String(size) as '1' | '2' | '3' | '4' })}>
      {children}
    </Tag>
  );
}
