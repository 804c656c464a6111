import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const readBack = style({ fontSize: vars.type.xsmall.size, color: vars.text.secondary, fontVariantNumeric: 'tabular-nums' });
