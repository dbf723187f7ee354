export { Stack, type StackProps, type StackAlign } from './Stack';
