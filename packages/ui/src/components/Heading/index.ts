export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize, type HeadingTone, type HeadingWeight } from './Heading';
