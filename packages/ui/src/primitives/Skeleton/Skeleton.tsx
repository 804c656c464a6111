import * as styles from './Skeleton.css';

export const skeletonHeights = ['text', 'heading', 'control', 'block'] as const;
export type SkeletonHeight = (typeof skeletonHeights)[number];

export interface SkeletonProps {
  /** Width of the placeholder, any CSS length or percentage, e.g. `'60%'`. @default '100%' */
  width?: string;
  /**
   * What it stands for: `text` one line of body text, `heading` the page title's line, `control` a
   * field or button, `block` an area (fills its container's height, at least two large controls).
   * @default 'text'
   */
  height?: SkeletonHeight;
}

/**
 * A loading placeholder shaped like the content it stands for (DESIGN.md "States": the first load
 * shows skeletons, with no layout jump when the content arrives). Hidden from screen readers, with a
 * subtle shimmer that stops when the user prefers reduced motion.
 *
 * The container that shows skeletons sets `aria-busy="true"` until its content is there (and
 * `aria-busy="false"` or nothing afterwards), so assistive technology waits for the real content:
 * `<section aria-busy={isLoading}>{isLoading ? <SkeletonText /> : content}</section>`.
 */
export function Skeleton({ width = '100%', height = 'text' }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ height })} style={{ width }} />;
}

export interface SkeletonTextProps {
  /** How many lines of text; the last one is shorter, like the end of a paragraph. @default 3 */
  lines?: number;
}

/**
 * A paragraph of loading text: `lines` text skeletons, the last one shorter. Like {@link Skeleton},
 * hidden from screen readers; the container that shows it sets `aria-busy="true"`.
 */
export function SkeletonText({ lines = 3 }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width={i === count - 1 && count > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
