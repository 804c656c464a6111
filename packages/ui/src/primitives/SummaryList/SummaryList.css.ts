import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** The list lays itself out by its own width (a container query at the tablet breakpoint). */
const summary = createContainer('summary-list');
const wide = `${summary} (min-width: ${breakpoints.tablet}px)`;

export const container = style({ containerName: summary, containerType: 'inline-size', minWidth: 0 });

export const list = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: vars.space.xlarge,
    margin: 0,
    fontFamily: vars.font.family,
    fontSize: vars.type.body.size,
    lineHeight: vars.type.body.lineHeight,
  },
  variants: {
    columns: {
      1: {},
      2: { '@container': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 2 },
});

/**
 * One pair: label above value when narrow, label beside value when wide; a hairline below each row
 * but the last (in two columns, the last two when they share a row), as in GOV.UK's summary card.
 */
export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: vars.space.xxsmall,
    columnGap: vars.space.large,
    alignContent: 'start',
    paddingBlock: vars.space.small,
    borderBottom: `1px solid ${vars.border.hairline}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
    '@container': {
      [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
    },
  },
  variants: {
    columns: {
      1: {},
      2: {
        '@container': {
          [wide]: { selectors: { '&:nth-child(odd):nth-last-child(2)': { borderBottom: 'none' } } },
        },
      },
    },
  },
  defaultVariants: { columns: 2 },
});

export const term = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.text.primary,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const definition = style({
  margin: 0,
  minWidth: 0,
  color: vars.text.primary,
  overflowWrap: 'anywhere',
});

/** A muted dash for an empty value, drawn by CSS and hidden from screen readers (they hear "Not given"). */
export const emptyMark = style({
  color: vars.text.secondary,
  '::before': { content: '"\\2014" / ""' },
});
