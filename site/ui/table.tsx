// Every data table of the site: caption, header row, body and an optional footer. Under 600 px each row
// becomes a block of labelled lines (the rule is core/design/table-layout.ts), so no column hides
// off-screen on a phone; write the body cells with `StackedCell` so each carries its column's label.
// Between 600 px and a desktop a wide table may still scroll inside its focusable, labelled region.
import {css} from 'goober';
import {type ReactNode, useId} from 'react';
import {stackedTableCss} from '../../core/design/index.ts';
import {colors, focusRing, radius} from './theme.ts';

export type TableProps = {
  caption: ReactNode;
  /** Column headings, in order. */
  columns: readonly ReactNode[];
  /** The <tr> rows of the body, their cells written with `StackedCell`. */
  children: ReactNode;
  /** Optional <tr> rows of the footer (totals). */
  footer?: ReactNode;
  captionHidden?: boolean;
};

/**
 * A data table that becomes labelled blocks on phones.
 * @example <Table caption="Gifts" columns={['No.']}><tr><StackedCell label="No.">1</StackedCell></tr></Table>
 */
export function Table(props: TableProps) {
  const {caption, columns, children, footer, captionHidden = false} = props;
  const captionId = useId();
  // A scrollable region must be reachable by keyboard (WCAG 2.1.1), so it takes a tab stop.
  const keyboardScrollable = {tabIndex: 0};
  return (
    <section
      aria-labelledby={captionId}
      {...keyboardScrollable}
      className={css`overflow-x: auto; border: 1px solid ${colors.border}; border-radius: ${radius.m}; background: ${colors.white}; &:focus-visible { ${focusRing} }`}
    >
      <table
        className={css`
          width: 100%; border-collapse: collapse; font-size: 1rem;
          & th, & td { padding: 12px 14px; text-align: left; vertical-align: top; border-bottom: 1px solid ${colors.border}; }
          & thead th { background: ${colors.greenDark}; color: ${colors.white}; font-weight: 650; }
          & tbody tr:nth-child(even) { background: ${colors.surface}; }
          & tfoot td, & tfoot th { font-weight: 700; background: ${colors.greenSoft}; border-bottom: none; }
          ${stackedTableCss('&', {border: colors.border, label: colors.greenDark, footer: colors.greenSoft})}
        `}
      >
        <caption
          id={captionId}
          className={css`
            text-align: left; padding: 12px 14px; font-weight: 700; color: ${colors.greenDark};
            ${captionHidden ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);' : ''}
          `}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed and never reorder.
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </section>
  );
}
