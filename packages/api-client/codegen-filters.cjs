// Shared by both codegen configs. RTK Query keeps every answer in the Redux store, which must stay
// serializable, so an operation answering a PDF (a tax invoice, a credit note) gets no generated
// endpoint: src/files.ts downloads it as a Blob with the same base URL and token.
/** True when the operation's success answer is a PDF. */
function answersPdf(definition) {
  const ok = definition.operation.responses?.['200'];
  return Boolean(ok && ok.content && ok.content['application/pdf']);
}

module.exports = { answersPdf };
