export { SectionHeader, type SectionHeaderProps } from './SectionHeader';
