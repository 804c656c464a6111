import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const banner = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.banner,
    padding: `${vars.space.xxsmall} ${vars.space.large}`,
    textAlign: 'center',
    fontSize: vars.type.xsmall.size,
    lineHeight: vars.type.xsmall.lineHeight,
    fontWeight: vars.font.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
  variants: {
    environment: {
      dev: { background: vars.tone.caution.strong, color: vars.tone.caution.onStrong },
      sandbox: { background: vars.tone.info.strong, color: vars.tone.info.onStrong },
    },
  },
});
