export { Inline, type InlineProps, type InlineAlign, type InlineAlignY } from './Inline';
