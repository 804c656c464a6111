import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

const iconColour = createVar();

const toneStyle = (tone: 'critical' | 'caution' | 'positive' | 'info') => ({
  background: vars.tone[tone].soft,
  color: vars.tone[tone].onSoft,
  borderColor: vars.tone[tone].border,
  borderInlineStartColor: vars.tone[tone].strong,
  vars: { [iconColour]: vars.tone[tone].strong },
});

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderStyle: 'solid',
    borderWidth: '1px',
    // A keyline in the strong tone along the start edge.
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontSize: vars.type.body.size,
    lineHeight: vars.type.body.lineHeight,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      critical: toneStyle('critical'),
      caution: toneStyle('caution'),
      positive: toneStyle('positive'),
      info: toneStyle('info'),
    },
  },
  defaultVariants: { tone: 'critical' },
});

/** The icon box is one line tall, so the icon sits centred on the first line of text. */
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: vars.type.body.lineHeight,
  color: iconColour,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.font.weightBold });

export const action = style({ marginTop: vars.space.small, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
