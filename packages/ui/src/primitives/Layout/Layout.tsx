import type { ElementType, ReactNode } from 'react';
import type { vars } from '../../tokens/contract.css';
import * as styles from './Layout.css';

type Space = keyof typeof vars.space;

export interface StackProps {
  children: ReactNode;
  /** Space between items. @default 'medium' */
  gap?: Space;
  /** Horizontal alignment of the items. @default 'stretch' */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end';
  /** A hairline between items. @default false */
  dividers?: boolean;
  /** @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol';
}

/** Items one under the other with even space. */
export function Stack({ children, gap = 'medium', align = 'stretch', dividers = false, as = 'div' }: StackProps) {
  const Component = as as ElementType;
  return (
    <Component className={`${styles.stack} ${styles.gap[gap]} ${styles.alignItems[align]}${dividers ? ` ${styles.dividers}` : ''}`}>
      {children}
    </Component>
  );
}

export interface InlineProps {
  children: ReactNode;
  /** Space between items. @default 'small' */
  gap?: Space;
  /** Vertical alignment. @default 'center' */
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline';
  /** Horizontal distribution. @default 'flex-start' */
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Wrap onto new lines when space runs out (German labels). @default true */
  wrap?: boolean;
}

/** Items side by side that wrap when space runs out: buttons, badges, filters. */
export function Inline({ children, gap = 'small', align = 'center', justify = 'flex-start', wrap = true }: InlineProps) {
  return (
    <div
      className={`${styles.inline} ${styles.gap[gap]} ${styles.alignItems[align]} ${styles.justifyContent[justify]}${wrap ? '' : ` ${styles.noWrap}`}`}
    >
      {children}
    </div>
  );
}

export interface ColumnsProps {
  children: ReactNode;
  /** Space between columns. @default 'gutter' */
  gap?: Space;
  /** 'sidebar': a fixed side panel and the content (the consultant picker); 'equal': even columns. @default 'equal' */
  layout?: 'equal' | 'sidebar';
  /** Below this width (of the space Columns gets) the columns stack, side panel above the content. @default 'tablet' */
  collapseBelow?: 'tablet' | 'desktop';
}

/** Columns side by side that stack, in order, when the space they get is narrower than `collapseBelow`. */
export function Columns({ children, gap = 'gutter', layout = 'equal', collapseBelow = 'tablet' }: ColumnsProps) {
  return (
    <div className={styles.columnsContainer}>
      <div className={`${styles.columns({ layout, collapseBelow })} ${styles.gap[gap]}`}>{children}</div>
    </div>
  );
}
