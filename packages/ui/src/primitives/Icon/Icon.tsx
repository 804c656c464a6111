/** The few icons the primitives need, drawn with the current text colour, hidden from screen readers. */
export const iconNames = [
  'close',
  'chevronLeft',
  'chevronRight',
  'chevronDown',
  'chevronFirst',
  'chevronLast',
  'sortUp',
  'sortDown',
  'sortNone',
  'plus',
  'check',
  'external',
  'inbox',
] as const;
export type IconName = (typeof iconNames)[number];

const paths: Record<IconName, string> = {
  close: 'M4 4l8 8M12 4l-8 8',
  chevronLeft: 'M10 3L5 8l5 5',
  chevronRight: 'M6 3l5 5-5 5',
  chevronDown: 'M3 6l5 5 5-5',
  chevronFirst: 'M11 3L6 8l5 5M4 3v10',
  chevronLast: 'M5 3l5 5-5 5M12 3v10',
  sortUp: 'M8 3v10M4 7l4-4 4 4',
  sortDown: 'M8 3v10M4 9l4 4 4-4',
  sortNone: 'M5 6l3-3 3 3M5 10l3 3 3-3',
  plus: 'M8 3v10M3 8h10',
  check: 'M3 8.5l3.5 3.5L13 5',
  external: 'M9 3h4v4M13 3L7 9M11 9.5V13H3V5h3.5',
  inbox: 'M2 9l2-6h8l2 6v4H2zM2 9h4l1 2h2l1-2h4',
};

export interface IconProps {
  name: IconName;
  /** Edge length in px. @default 16 */
  size?: number;
}

/** A decorative icon; the control around it carries the accessible name. */
export function Icon({ name, size = 16 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
