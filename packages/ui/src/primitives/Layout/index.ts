export { Box } from './Box';
export type { BoxProps } from './Box';
export { Stack, Inline, Columns } from './Layout';
export type { StackProps, InlineProps, ColumnsProps } from './Layout';
