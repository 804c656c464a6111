import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const textarea = style({ display: 'block', resize: 'vertical', paddingBlock: vars.space.small, fontFamily: vars.font.family });
