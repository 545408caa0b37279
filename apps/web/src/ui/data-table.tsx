import type { HTMLAttributes, Key, ReactNode } from 'react';

export interface Column<Row> {
  /** The column's header (a <th scope="col">); an empty one for the selection is drawn by the table. */
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** The cell names its row (a <th scope="row">), as a currency's code does. */
  rowHeader?: boolean;
  /** Classes of the cell, after the table's padding. */
  className?: string;
  /** "ltr" for what reads left to right in every language (an email), "auto" for text a person wrote. */
  dir?: 'ltr' | 'auto';
}

/** A checkbox a row, and one in the header for all of them (the review queue's bulk actions). */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  onToggleAll: (all: boolean) => void;
  /** The header checkbox's accessible name ("Select all"). */
  allLabel: string;
  /** A row checkbox's accessible name, naming the row ("Select «Samsung A54»"). */
  rowLabel: (row: Row) => string;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & {
  'data-testid'?: string;
  'data-active'?: boolean;
};

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; visually hidden, the page's heading shows it. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Attributes of a row: its test id, its state's classes, a focus handler. */
  rowProps?: (row: Row, index: number) => RowAttributes;
  /** Shown instead of the table when there is no row; the table shows with no row otherwise. */
  empty?: ReactNode;
  selection?: RowSelection<Row>;
  /** An element that describes the table (its keyboard shortcuts). */
  describedBy?: string;
  testId?: string;
}

const CELL = 'p-3';

/**
 * A back-office list as a table: a hidden caption, column headers with their scope, a row per
 * item, an empty state, and optional row selection. Rows keep the caller's test ids and
 * handlers, so a page's tests find them as before.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  selection,
  describedBy,
  testId,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const allSelected = selection ? rows.length > 0 && rows.every(selection.isSelected) : false;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-sm" aria-describedby={describedBy} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {selection ? (
              <th scope="col" className={`w-10 ${CELL}`}>
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={(e) => selection.onToggleAll(e.target.checked)}
                  aria-label={selection.allLabel}
                  className="size-4"
                />
              </th>
            ) : null}
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`${CELL} text-start`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const { className, ...attributes } = rowProps?.(row, index) ?? {};
            return (
              <tr
                key={rowKey(row)}
                className={`border-t border-slate-100 align-top ${className ?? ''}`}
                {...attributes}
              >
                {selection ? (
                  <td className={CELL}>
                    <input
                      type="checkbox"
                      checked={selection.isSelected(row)}
                      onChange={() => selection.onToggle(row)}
                      aria-label={selection.rowLabel(row)}
                      className="size-4"
                    />
                  </td>
                ) : null}
                {columns.map((column, columnIndex) =>
                  column.rowHeader ? (
                    <th
                      key={columnIndex}
                      scope="row"
                      dir={column.dir}
                      className={`${CELL} text-start ${column.className ?? ''}`}
                    >
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={columnIndex} dir={column.dir} className={`${CELL} ${column.className ?? ''}`}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
