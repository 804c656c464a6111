export { Box, Stack, Inline, Columns } from './Layout';
export type { BoxProps, StackProps, InlineProps, ColumnsProps } from './Layout';
