import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

export { page } from '../page.css';
export const counters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge, margin: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, flexWrap: 'wrap' });
