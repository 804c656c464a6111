export { ThreadList, ThreadRow } from './ThreadRow';
export type { ThreadRowProps } from './ThreadRow';
