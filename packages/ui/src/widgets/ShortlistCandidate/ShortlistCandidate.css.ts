import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const reviews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.border.strong}`,
  overflowWrap: 'anywhere',
});

export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const text = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
