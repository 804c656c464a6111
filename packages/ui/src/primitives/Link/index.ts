export { Link } from './Link';
export type { LinkProps } from './Link';
export { RowLink } from './RowLink';
export type { RowLinkProps } from './RowLink';
