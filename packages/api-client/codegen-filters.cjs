// Shared by both codegen configs. RTK Query keeps every answer in the Redux store, which must stay
// serializable, and a download is used once, so an operation answering a file (a PDF tax invoice, the
// accountant's CSV, a customer's data export as an attachment) gets no generated endpoint:
// src/files.ts downloads it as a Blob with the same base URL and token.
/** True when the operation's success answer is a file to save rather than state to keep. */
function answersFile(definition) {
  const ok = definition.operation.responses?.['200'];
  if (!ok) return false;
  const content = ok.content ?? {};
  return Boolean(content['application/pdf'] || content['text/csv'] || ok.headers?.['Content-Disposition']);
}

module.exports = { answersFile };
