export { MessageItem } from './MessageItem';
export type { MessageItemProps, MessageAttachment } from './MessageItem';
