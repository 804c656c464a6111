export { Text, Heading, textSizes, textTones } from './Text';
export type { TextProps, HeadingProps } from './Text';
