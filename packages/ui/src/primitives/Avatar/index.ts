export { Avatar, avatarSizes } from './Avatar';
export { initialsOf } from './initials';
export type { AvatarProps } from './Avatar';
