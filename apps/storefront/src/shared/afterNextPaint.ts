/**
 * Runs `then` in a task after the next frame is painted, and returns a way to cancel it. Work a tap sets off but
 * need not show in the tap's own frame (handing a quantity to the cart, asking for a chunk of code, which adds a
 * preload link to the document for each of its imports) waits here, so the tap is answered first.
 */
export function afterNextPaint(then: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
