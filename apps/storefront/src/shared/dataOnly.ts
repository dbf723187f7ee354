/**
 * An API hook's `selectFromResult` that keeps the answer alone: the part renders again when the answer comes or
 * changes, not at each step of the request (sent, loading, answered), each of which React draws at once, in a task a
 * phone cannot interrupt.
 */
export const dataOnly = <Data>({ data }: { data?: Data }) => ({ data });
