import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.tone.brand.soft,
    color: vars.tone.brand.onSoft,
    fontWeight: vars.font.weightBold,
    objectFit: 'cover',
  },
  variants: {
    size: {
      small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall, fontSize: vars.type.xsmall.size },
      medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium, fontSize: vars.type.body.size },
      large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.type.heading3.size },
    },
  },
  defaultVariants: { size: 'medium' },
});
