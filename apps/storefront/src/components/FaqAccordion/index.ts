export { FaqAccordion } from './FaqAccordion';
export type { FaqBlock, FaqTopic } from '../../copy/faqEntry';
