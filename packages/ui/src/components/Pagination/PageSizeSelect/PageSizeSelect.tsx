import { Select, SelectItem } from '../../Select/Select';

export interface PageSizeSelectProps {
  /** The rows a page shows now. */
  value: number;
  /** The sizes offered. */
  options?: ReadonlyArray<number>;
  onChange: (pageSize: number) => void;
}

/**
 * "Rows per page", for Pagination's `pageSizeSelect`. A part of its own, so a pager without it (the shop's
 * product lists) does not carry a Select's code.
 */
export function PageSizeSelect({ value, options = [10, 20, 50, 100], onChange }: PageSizeSelectProps) {
  return (
    <Select label="Rows per page" labelPosition="side" value={String(value)} onChange={(size) => onChange(Number(size))}>
      {options.map((option) => (
        <SelectItem key={option} id={String(option)}>
          {String(option)}
        </SelectItem>
      ))}
    </Select>
  );
}
