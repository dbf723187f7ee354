export { QuoteSummary, type QuoteSummaryLine, type QuoteSummaryProps } from './QuoteSummary';
