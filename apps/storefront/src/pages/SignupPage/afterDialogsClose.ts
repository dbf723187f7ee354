/**
 * Runs `then` once no dialog is in the page any more (checked each frame, for at most `maxMs`).
 * A closing react-aria modal keeps its dialog in the page through its exit animation, then gives
 * focus back to what opened it; focus meant for somewhere else has to wait until then. (Toasts are
 * `alertdialog`s and may stay for seconds; they are not waited for.)
 */
export function afterDialogsClose(then: () => void, maxMs = 1500): void {
  const deadline = performance.now() + maxMs;
  const check = () => {
    const isOpen = document.querySelector('[role="dialog"]') !== null;
    if (!isOpen || performance.now() > deadline) then();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
