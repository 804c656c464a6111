import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  // RAC marks the Select root, not its button, as invalid.
  selectors: { '[data-invalid] > &': { borderColor: vars.border.critical } },
});
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.text.secondary } },
});
export const chevron = style({ color: vars.text.secondary });
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: '90vw',
  background: vars.surface.raised,
  border: `1px solid ${vars.border.hairline}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
});
export const listbox = style({
  padding: vars.space.xsmall,
  outline: 'none',
  maxHeight: `calc(${vars.size.controlMedium} * 8)`,
  overflow: 'auto',
});
export const option = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { background: vars.tone.brand.soft },
    '&[data-selected]': { fontWeight: vars.font.weightBold, color: vars.tone.brand.onSoft },
    '&[data-disabled]': { color: vars.text.disabled, cursor: 'not-allowed' },
  },
});
export const empty = style({ padding: vars.space.medium, color: vars.text.secondary });
/** The list's wrapper that handles Tab; it adds no box of its own. */
export const tabScope = style({ display: 'contents' });
