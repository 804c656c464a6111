import { createGlobalThemeContract } from '@vanilla-extract/css';

/** Semantic tone with its strong, soft and hover variants. */
const tone = (name: string) => ({
  strong: `tone-${name}-strong`,
  strongHover: `tone-${name}-strong-hover`,
  onStrong: `tone-${name}-on-strong`,
  soft: `tone-${name}-soft`,
  softHover: `tone-${name}-soft-hover`,
  onSoft: `tone-${name}-on-soft`,
  border: `tone-${name}-border`,
});

/**
 * The theme contract: every colour, size and duration a component may use.
 * Names are semantic (what it is for), never palette steps.
 */
export const vars = createGlobalThemeContract(
  {
    tone: {
      brand: tone('brand'),
      neutral: tone('neutral'),
      critical: tone('critical'),
      positive: tone('positive'),
      caution: tone('caution'),
      info: tone('info'),
    },
    surface: {
      page: 'surface-page',
      card: 'surface-card',
      raised: 'surface-raised',
      sunken: 'surface-sunken',
      backdrop: 'surface-backdrop',
      veil: 'surface-veil',
      inverse: 'surface-inverse',
      disabled: 'surface-disabled',
    },
    text: {
      primary: 'text-primary',
      secondary: 'text-secondary',
      disabled: 'text-disabled',
      inverse: 'text-inverse',
      link: 'text-link',
      linkHover: 'text-link-hover',
      critical: 'text-critical',
    },
    border: {
      hairline: 'border-hairline',
      field: 'border-field',
      fieldHover: 'border-field-hover',
      strong: 'border-strong',
      critical: 'border-critical',
    },
    focus: { ring: 'focus-ring', ringWidth: 'focus-ring-width', ringOffset: 'focus-ring-offset' },
    space: {
      none: 'space-none',
      xxsmall: 'space-xxsmall',
      xsmall: 'space-xsmall',
      small: 'space-small',
      medium: 'space-medium',
      large: 'space-large',
      xlarge: 'space-xlarge',
      xxlarge: 'space-xxlarge',
      gutter: 'space-gutter',
    },
    font: {
      family: 'font-family',
      familyMono: 'font-family-mono',
      weightRegular: 'font-weight-regular',
      weightMedium: 'font-weight-medium',
      weightBold: 'font-weight-bold',
    },
    type: {
      xsmall: { size: 'type-xsmall-size', lineHeight: 'type-xsmall-line-height' },
      small: { size: 'type-small-size', lineHeight: 'type-small-line-height' },
      body: { size: 'type-body-size', lineHeight: 'type-body-line-height' },
      large: { size: 'type-large-size', lineHeight: 'type-large-line-height' },
      heading4: { size: 'type-h4-size', lineHeight: 'type-h4-line-height' },
      heading3: { size: 'type-h3-size', lineHeight: 'type-h3-line-height' },
      heading2: { size: 'type-h2-size', lineHeight: 'type-h2-line-height' },
      heading1: { size: 'type-h1-size', lineHeight: 'type-h1-line-height' },
    },
    radius: { small: 'radius-small', medium: 'radius-medium', large: 'radius-large', pill: 'radius-pill' },
    shadow: { card: 'shadow-card', raised: 'shadow-raised', dialog: 'shadow-dialog' },
    zIndex: {
      base: 'z-base',
      sticky: 'z-sticky',
      banner: 'z-banner',
      popover: 'z-popover',
      overlay: 'z-overlay',
      dialog: 'z-dialog',
      notification: 'z-notification',
      tooltip: 'z-tooltip',
    },
    motion: {
      durationFast: 'motion-duration-fast',
      durationMedium: 'motion-duration-medium',
      easing: 'motion-easing',
    },
    size: {
      controlSmall: 'size-control-small',
      controlMedium: 'size-control-medium',
      controlLarge: 'size-control-large',
      icon: 'size-icon',
      tableRow: 'size-table-row',
      contentMax: 'size-content-max',
      sidePanel: 'size-side-panel',
      avatarSmall: 'size-avatar-small',
      avatarMedium: 'size-avatar-medium',
      avatarLarge: 'size-avatar-large',
      tooltipMax: 'size-tooltip-max',
      popoverMax: 'size-popover-max',
      notificationMax: 'size-notification-max',
      progressTrack: 'size-progress-track',
      cropStage: 'size-crop-stage',
    },
  },
  (value) => `mandate-${value}`,
);
