import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

export const dividers = style({});
globalStyle(`${dividers} > * + *`, { borderTop: `1px solid ${vars.border.hairline}`, paddingTop: vars.space.medium });

const at = (bp: 'tablet' | 'desktop') => `screen and (min-width: ${breakpoints[bp]}px)`;

export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    layout: { equal: {}, sidebar: {} },
    collapseBelow: { tablet: {}, desktop: {} },
  },
  compoundVariants: [
    {
      variants: { layout: 'equal', collapseBelow: 'tablet' },
      style: { '@media': { [at('tablet')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
    {
      variants: { layout: 'equal', collapseBelow: 'desktop' },
      style: { '@media': { [at('desktop')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
    {
      variants: { layout: 'sidebar', collapseBelow: 'tablet' },
      style: { '@media': { [at('tablet')]: { gridTemplateColumns: `${vars.size.sidePanel} minmax(0, 1fr)` } } },
    },
    {
      variants: { layout: 'sidebar', collapseBelow: 'desktop' },
      style: { '@media': { [at('desktop')]: { gridTemplateColumns: `${vars.size.sidePanel} minmax(0, 1fr)` } } },
    },
  ],
  defaultVariants: { layout: 'equal', collapseBelow: 'tablet' },
});
