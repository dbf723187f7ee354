import { resolve } from 'node:path';

/**
 * The example body of the PDF download pacts. Pact V4 keeps a binary body as a content-type rule
 * (`binaryFile`): the provider must answer a PDF, recognised by its bytes, not these bytes.
 */
export const SAMPLE_PDF = resolve(import.meta.dirname, 'fixtures/sample-invoice.pdf');
