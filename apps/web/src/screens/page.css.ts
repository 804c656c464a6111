import { style } from '@vanilla-extract/css';
import { vars } from '@mandate/ui/tokens';

/** The content column of every dashboard screen (DESIGN "Layout": centred, up to the content width). */
export const page = style({ maxWidth: vars.size.contentMax, margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.large}` });
