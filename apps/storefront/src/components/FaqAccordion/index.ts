export { FaqAccordion } from './FaqAccordion';
export type { FaqTopic } from '../../copy/faqEntry';
