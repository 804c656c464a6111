import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const soft = (tone: keyof typeof vars.tone) => ({
  background: vars.tone[tone].soft,
  color: vars.tone[tone].onSoft,
  borderColor: vars.tone[tone].border,
});
const strong = (tone: keyof typeof vars.tone) => ({
  background: vars.tone[tone].strong,
  color: vars.tone[tone].onStrong,
  borderColor: vars.tone[tone].strong,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    padding: `0 ${vars.space.small}`,
    border: '1px solid',
    borderRadius: vars.radius.pill,
    fontSize: vars.type.xsmall.size,
    lineHeight: vars.type.small.lineHeight,
    fontWeight: vars.font.weightBold,
    verticalAlign: 'middle',
  },
  variants: {
    tone: { brand: {}, neutral: {}, critical: {}, positive: {}, caution: {}, info: {} },
    weight: { soft: {}, strong: {} },
  },
  compoundVariants: (['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const).flatMap((tone) => [
    { variants: { tone, weight: 'soft' as const }, style: soft(tone) },
    { variants: { tone, weight: 'strong' as const }, style: strong(tone) },
  ]),
  defaultVariants: { tone: 'neutral', weight: 'soft' },
});

/** The text truncates inside the pill (no clipping on the rounded pill itself). */
export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
