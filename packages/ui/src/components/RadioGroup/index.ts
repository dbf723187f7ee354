export { RadioGroup, type RadioGroupProps, type RadioVariant } from './RadioGroup';
export { Radio, type RadioProps } from './Radio';
