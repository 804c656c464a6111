import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../tokens/sprinkles.css';

export interface BoxProps extends Sprinkles {
  /** The element to render. @default 'div' */
  as?: 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'span' | 'ul' | 'li';
  children?: ReactNode;
  /** Accessible name for landmark elements. @default undefined */
  'aria-label'?: string;
}

/** A layout box styled only through sprinkles (spacing, colour, flex from the tokens). */
export function Box({ as = 'div', children, 'aria-label': ariaLabel, ...atoms }: BoxProps) {
  const Component = as as ElementType;
  return (
    <Component className={sprinkles(atoms)} aria-label={ariaLabel}>
      {children}
    </Component>
  );
}
