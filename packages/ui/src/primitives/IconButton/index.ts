export { IconButton, iconButtonVariants } from './IconButton';
export type { IconButtonProps } from './IconButton';
