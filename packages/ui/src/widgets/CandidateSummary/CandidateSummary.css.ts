import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
