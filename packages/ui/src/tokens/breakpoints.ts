/** Breakpoints (min-width, px): mobile first. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;
