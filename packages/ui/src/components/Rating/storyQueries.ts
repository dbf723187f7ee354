/** Queries for the play functions (stories only): how many stars a path of the rating's drawing draws. */
export function starsIn(path: Element | undefined): number {
  return path?.getAttribute('d')?.match(/M/g)?.length ?? 0;
}
