import { Button } from '@shop/ui/Button';

/** The list with the entry at `index` moved one place up (`-1`) or down (`1`). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

interface MoveButtonsProps {
  index: number;
  count: number;
  /** Names the entry for screen readers: "Move Bird Nets up". */
  upLabel: string;
  downLabel: string;
  isDisabled?: boolean;
  onMove: (by: -1 | 1) => void;
}

/** ↑ and ↓ for one entry of an ordered list; the first cannot go up, the last cannot go down. */
export function MoveButtons({ index, count, upLabel, downLabel, isDisabled = false, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={upLabel} isDisabled={index === 0 || isDisabled} onPress={() => onMove(-1)}>
        ↑
      </Button>
      <Button size="sm" variant="secondary" aria-label={downLabel} isDisabled={index === count - 1 || isDisabled} onPress={() => onMove(1)}>
        ↓
      </Button>
    </>
  );
}

interface MoveRowButtonsProps<Row extends { id: number }> {
  /** The whole ordered list the table shows. */
  rows: readonly Row[];
  row: Row;
  /** What staff call the row, for the buttons' names. */
  name: string;
  words: { moveUp: (name: string) => string; moveDown: (name: string) => string };
  isDisabled?: boolean;
  onMove: (index: number, by: -1 | 1) => void;
}

/** MoveButtons in a table's row: the row's place is found in the list the table shows whole. */
export function MoveRowButtons<Row extends { id: number }>({ rows, row, name, words, isDisabled, onMove }: MoveRowButtonsProps<Row>) {
  const index = rows.findIndex((candidate) => candidate.id === row.id);
  return <MoveButtons index={index} count={rows.length} upLabel={words.moveUp(name)} downLabel={words.moveDown(name)} isDisabled={isDisabled} onMove={(by) => onMove(index, by)} />;
}
