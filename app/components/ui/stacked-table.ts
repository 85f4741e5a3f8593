/**
 * A table that becomes a stack of cards below 640 px (issue 30 item 4: on a phone no column is cut or
 * hidden behind a sideways scroll). Each cell carries its column's name in `data-label`, written before its
 * value when the header row is out of sight (it stays for screen readers). From 640 px up it is the table.
 * Classes only, so a table keeps its own colours and spacing: `stacked.row` and `stacked.cell` take extras.
 */
export const stacked = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
  row: 'max-sm:grid max-sm:gap-x-4 max-sm:gap-y-2 max-sm:rounded-xl max-sm:p-3',
  cell: 'max-sm:block max-sm:p-0 max-sm:text-left max-sm:before:block max-sm:before:text-[0.65rem] max-sm:before:font-semibold max-sm:before:tracking-wider max-sm:before:uppercase max-sm:before:opacity-70 max-sm:before:content-[attr(data-label)]',
  /** A cell whose label is not written (its value names itself, e.g. "Bout 12"). */
  plainCell: 'max-sm:block max-sm:p-0 max-sm:text-left',
} as const;
