import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  overflowWrap: 'anywhere',
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.border.hairline}` } },
});

export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const comment = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

// ---- the print pages ---------------------------------------------------------------------------------

/** Marks the print document; the shell around it (banner, header, navigation) leaves the paper. */
export const printDocument = style({});

/** What only the screen shows (the toolbar with Print). */
export const screenOnly = style({
  '@media': { print: { display: 'none' } },
});

/** What only the paper shows (the day of printing). */
export const printOnly = style({
  display: 'none',
  '@media': { print: { display: 'block' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/**
 * One candidate: on paper each starts a page of its own (`break-before: page` from the second on,
 * so the title shares the first page) and is not split where it fits on one.
 */
export const candidatePage = style({
  '@media': {
    print: {
      breakInside: 'avoid',
      selectors: { '& + &': { breakBefore: 'page' } },
    },
  },
});

// On paper: no shell around the document, no page padding, black on white.
globalStyle(`body:has(.${printDocument}) *:has(> .${printDocument}) > :not(.${printDocument})`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`main.${printDocument}`, {
  '@media': { print: { padding: 0, maxWidth: 'none', color: '#000' } },
});
globalStyle(`body:has(.${printDocument})`, {
  '@media': { print: { background: '#fff' } },
});
