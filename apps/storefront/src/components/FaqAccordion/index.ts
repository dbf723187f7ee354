export { FaqAccordion, type FaqAccordionProps } from './FaqAccordion';
export type { FaqBlock, FaqEntry, FaqInline, FaqRichText, FaqTopic } from '../../copy/faqEntry';
