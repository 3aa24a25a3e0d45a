// Phone layout of a data table (Table's `stackOnPhones`): under 600 px each body row is a block of
// "label  value" lines, so nothing scrolls sideways; the rule is core/layout's, shared with the widgets.
// It stays a real <table>: the header row is only hidden visually, and each cell's visible label is
// aria-hidden, so screen readers hear the column headers as usual and never the label twice.
import type {ReactNode} from 'react';
import {STACK_MEDIA, stackedTableCss} from '../../core/layout/index.ts';
import {colors} from './theme.ts';

/** A body cell that shows `label` before its value when the table is stacked on a phone. */
export function StackedCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className}>
      <span aria-hidden="true" data-cell-label="">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** The CSS, nested under the table's class, that hides the labels on wide screens and stacks phones. */
export function stackedTableStyles(): string {
  return stackedTableCss({
    within: '&',
    narrow: STACK_MEDIA,
    colours: {label: colors.greenDark, rowBorder: colors.border, totalBackground: colors.greenSoft},
  });
}
