import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/**
 * The header lays itself out by its own width, not the window's (a container query at the tablet
 * breakpoint): the same header is right in the page column, beside a side panel, and in a story.
 */
const header = createContainer('page-header');
const wide = `${header} (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  containerName: header,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.family,
});

export const back = style({
  fontSize: vars.type.small.size,
  lineHeight: vars.type.small.lineHeight,
});

/** Title block and actions: stacked when narrow, side by side (actions at the end) when wide. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.medium,
  '@container': {
    [wide]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.xlarge },
  },
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  '@container': { [wide]: { flex: '1 1 0' } },
});

/** Title and status badge on one line; the badge wraps below a title that fills the line. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  maxWidth: '100%',
  fontSize: vars.type.heading2.size,
  lineHeight: vars.type.heading2.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.text.primary,
  // Long German compounds break rather than overflow.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  // Focused by the app on a route change (tabIndex -1), never by the user: no ring either way.
  outline: 'none',
  selectors: { '&:focus, &:focus-visible': { outline: 'none' } },
  '@container': {
    [wide]: { fontSize: vars.type.heading1.size, lineHeight: vars.type.heading1.lineHeight },
  },
});

export const status = style({ display: 'inline-flex', flexShrink: 0, maxWidth: '100%' });

/** Room for the dot between two facts. */
const separatorWidth = vars.space.xlarge;
/** A focus ring around a link among the facts stays visible. */
const ringRoom = `calc(${vars.focus.ringWidth} + ${vars.focus.ringOffset})`;

/**
 * The facts' frame clips the list, which is pulled out to the left by one separator: every fact
 * starts with its dot, and the dot of the first fact on each line falls outside the frame, so no
 * line starts with a dot when the facts wrap. The clip leaves room for a focus ring around a link.
 */
export const factsFrame = style({
  minWidth: 0,
  overflow: 'clip',
  overflowClipMargin: ringRoom,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  marginInlineStart: `calc(-1 * ${separatorWidth})`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.body.size,
  lineHeight: vars.type.body.lineHeight,
  color: vars.text.secondary,
  overflowWrap: 'anywhere',
});

/**
 * A hanging indent: a fact too long for one line goes on under its own first letter, not under its
 * dot; otherwise the frame would clip the start of every further line of it.
 */
export const fact = style({
  minWidth: 0,
  paddingInlineStart: separatorWidth,
  textIndent: `calc(-1 * ${separatorWidth})`,
  '::before': {
    // A middle dot, hidden from screen readers (alternative text "").
    content: '"\\00B7" / ""',
    display: 'inline-block',
    width: separatorWidth,
    textAlign: 'center',
    textIndent: 0,
  },
});

/**
 * The indent is the fact's own: a link or badge inside it (an inline block inherits text-indent)
 * would otherwise start its text one separator to the left, clipped by the frame.
 */
globalStyle(`${fact} *`, { textIndent: 0 });

/** Secondary actions, then the primary one at the end; they wrap rather than overflow. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  minWidth: 0,
  '@container': {
    [wide]: { justifyContent: 'flex-end', maxWidth: '50%' },
  },
});
