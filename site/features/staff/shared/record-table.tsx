// The table of a record screen: one StackedCell per column (rows stack on phones), sort buttons in the
// headings the server sorts by, and the row's buttons, each named after its record for screen readers.
import {css} from 'goober';
import {Button} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import type {Column, RowAction, RowActions, ScreenHost} from './record-types.ts';
import {ButtonRow} from './screen-parts.tsx';
import {type Sort, SortButton} from './sort-button.tsx';

export type RecordTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  actions?: RowActions<T>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  host: ScreenHost;
  /** Runs a row button. */
  onAction: (action: RowAction<T>, row: T) => void;
};

/** The rows as a Table. */
export function RecordTable<T>({
  caption,
  columns,
  actions,
  rows,
  rowKey,
  host,
  onAction,
}: RecordTableProps<T>) {
  const sort: Sort = {field: host.query.sort ?? '', order: host.query.order === 'asc' ? 'asc' : 'desc'};
  const sortBy = (next: Sort) =>
    host.setQuery({...host.query, sort: next.field, order: next.order, page: '1'});
  const headings = columns.map((column) =>
    column.sort ? (
      <SortButton key={column.sort} label={column.heading} field={column.sort} sort={sort} onSort={sortBy} />
    ) : (
      column.heading
    ),
  );
  const actionsHeading = actions?.heading ?? 'Actions';
  return (
    <Table caption={caption} columns={actions ? [...headings, actionsHeading] : headings}>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <StackedCell key={column.heading} label={column.heading} wide={column.wide}>
              {column.cell(row, host)}
            </StackedCell>
          ))}
          {actions && (
            <StackedCell label={actionsHeading}>
              {actions.note && <p className={css`margin: 0 0 8px;`}>{actions.note(row)}</p>}
              <ButtonRow>
                {actions.buttons.map((action, index) =>
                  (action.shows?.(row) ?? true) ? (
                    <Button
                      // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are fixed; a key from the label would remount a button whose label changes, and drop its focus.
                      key={index}
                      variant={action.variant ?? 'secondary'}
                      onClick={() => onAction(action, row)}
                      aria-label={action.name(row)}
                      aria-haspopup={'run' in action ? undefined : 'dialog'}
                    >
                      {typeof action.label === 'string' ? action.label : action.label(row)}
                    </Button>
                  ) : null,
                )}
              </ButtonRow>
            </StackedCell>
          )}
        </tr>
      ))}
    </Table>
  );
}
