import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
  maxWidth: '100%',
});
export const track = style({ display: 'flex', gap: '2px', width: '120px' });
export const segment = style({ flex: 1, height: '4px', borderRadius: vars.radius.pill, background: vars.tone.neutral.softHover });
export const done = style({ background: vars.tone.brand.strong });
export const doneCritical = style({ background: vars.tone.critical.border });
export const donePositive = style({ background: vars.tone.positive.strong });
