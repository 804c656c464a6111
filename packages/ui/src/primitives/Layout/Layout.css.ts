import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/*
 * Stack, Inline and Columns take their few atoms from here rather than from `sprinkles`: sprinkles'
 * runtime map (every property × value × breakpoint, ~3.5 kB gzip) would otherwise come with every
 * screen for a handful of classes. `Box` keeps sprinkles (Box.tsx, its own module).
 */
export const stack = style({ display: 'flex', flexDirection: 'column' });
export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
export const noWrap = style({ flexWrap: 'nowrap' });
export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const alignItems = styleVariants(
  { stretch: 'stretch', 'flex-start': 'flex-start', center: 'center', 'flex-end': 'flex-end', baseline: 'baseline' },
  (value) => ({ alignItems: value }),
);
export const justifyContent = styleVariants(
  { 'flex-start': 'flex-start', center: 'center', 'flex-end': 'flex-end', 'space-between': 'space-between' },
  (value) => ({ justifyContent: value }),
);

export const dividers = style({});
globalStyle(`${dividers} > * + *`, { borderTop: `1px solid ${vars.border.hairline}`, paddingTop: vars.space.medium });

/**
 * Columns answer to the width they get, not the window: a side panel + content inside a dialog or a
 * narrow card stacks just like it does on a phone. Same breakpoint values as the media queries.
 */
export const columnsContainer = style({ containerType: 'inline-size', minWidth: 0 });
const at = (bp: 'tablet' | 'desktop') => `(min-width: ${breakpoints[bp]}px)`;

export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    layout: { equal: {}, sidebar: {} },
    collapseBelow: { tablet: {}, desktop: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'equal', collapseBelow: 'tablet' },
      style: { '@container': { [at('tablet')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
    {
      variants: { layout: 'equal', collapseBelow: 'desktop' },
      style: { '@container': { [at('desktop')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
    {
      variants: { layout: 'sidebar', collapseBelow: 'tablet' },
      style: { '@container': { [at('tablet')]: { gridTemplateColumns: `${vars.size.sidePanel} minmax(0, 1fr)` } } },
    },
    {
      variants: { layout: 'sidebar', collapseBelow: 'desktop' },
      style: { '@container': { [at('desktop')]: { gridTemplateColumns: `${vars.size.sidePanel} minmax(0, 1fr)` } } },
    },
  ],
  defaultVariants: { layout: 'equal', collapseBelow: 'tablet' },
});
