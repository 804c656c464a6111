import { style } from '@vanilla-extract/css';
import * as fieldStyles from '../../primitives/Field/Field.css';
import { vars } from '../../tokens/contract.css';

// Fields side by side while there is room, wrapping to one column on narrow screens; labels above fields.
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.medium,
});
export const search = style({ gridColumn: 'span 2', '@media': { 'screen and (max-width: 767px)': { gridColumn: 'auto' } } });
export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The search box: a native input in the field's control box, its states from CSS (decision 0044). */
export const searchControl = style([
  fieldStyles.control,
  {
    selectors: {
      '&:hover': { borderColor: vars.border.fieldHover },
      '&:focus-within': { outline: `${vars.focus.ringWidth} solid ${vars.focus.ring}`, outlineOffset: '0', borderColor: vars.focus.ring },
    },
  },
]);
