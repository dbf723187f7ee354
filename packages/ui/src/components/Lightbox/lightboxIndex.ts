/**
 * Index arithmetic of the lightbox. `null` means "no slide that way": the
 * first slide has no previous one in a `finite` lightbox.
 */

export function neighbourIndex(index: number, step: 1 | -1, count: number, finite: boolean): number | null {
  if (count < 2) return null;
  const next = index + step;
  if (next >= 0 && next < count) return next;
  return finite ? null : (next + count) % count;
}

export interface Frame {
  /** Where the frame sits: the current slide at 0, its neighbours at -1 and 1. */
  offset: -1 | 0 | 1;
  index: number;
  /**
   * React key. A slide keeps its key as it moves from neighbour to current,
   * so the image element (already loaded) is moved rather than rebuilt and a
   * swipe ends without a flash. Two slides in a loop are each other's both
   * neighbours; the copies are told apart by offset.
   */
  key: string;
}

/** The current slide and the neighbours on each side that exist: rendered, so they are loaded before they are shown. */
export function framesAround(index: number, count: number, finite: boolean): Frame[] {
  const frames: Frame[] = [];
  for (const offset of [-1, 0, 1] as const) {
    const frameIndex = offset === 0 ? index : neighbourIndex(index, offset, count, finite);
    if (frameIndex !== null) frames.push({ offset, index: frameIndex, key: String(frameIndex) });
  }
  const duplicated = frames.length === 3 && frames[0]!.index === frames[2]!.index;
  return duplicated ? frames.map((frame) => ({ ...frame, key: `${frame.index}:${frame.offset}` })) : frames;
}
