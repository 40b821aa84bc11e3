import type { ReactNode } from 'react';

/** A column heading: its name, shown unless `label` shows it otherwise; `right` aligns it right. */
export type CardColumn = { name: string; label?: ReactNode; right?: boolean };

/**
 * A table that turns into a stack of cards on narrow screens (the `card-table` rules in
 * app.css hide the heading row and label each cell from its data-label), and scrolls
 * sideways from the sm2 width on. The caption is for screen readers. `small`: the whole
 * table in small text, or only its headings.
 */
export function CardTable({
  caption,
  columns,
  small,
  children,
}: {
  caption: string;
  columns: CardColumn[];
  small: 'table' | 'headings';
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className="sm2:overflow-x-auto">
      <table className={`card-table w-full text-left${small === 'table' ? ' text-sm' : ''} sm2:min-w-[40rem]`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${small === 'headings' ? 'text-sm ' : ''}text-gray-700`}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.name}
                scope="col"
                className={`py-2${index < columns.length - 1 ? ' pr-4' : ''}${column.right ? ' text-right' : ''} font-semibold`}
              >
                {column.label ?? column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * One cell of a CardTable's row, labelled for the card layout by its column's name.
 * Cells are spaced from the next one; the row's `last` cell is not. `className` adds to that.
 */
export function Cell({
  label,
  last = false,
  className,
  children,
}: {
  label: string;
  last?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const classes = ['py-2', last ? '' : 'pr-4', className ?? ''].filter(Boolean).join(' ');
  return (
    <td data-label={label} className={classes}>
      {children}
    </td>
  );
}
