// A column heading that sorts the table on the server. The button says which way it sorts now, so a
// screen reader hears "Applied, sorted newest first" without reading the table again.
import {css} from 'goober';
import {colors, focusRing} from '../../../ui/theme.ts';
import {VisuallyHidden} from '../../../ui/visually-hidden.tsx';

/** A sort as the staff API takes it: `?sort=<field>&order=asc|desc`. */
export type Sort = {field: string; order: 'asc' | 'desc'};

export type SortButtonProps = {label: string; field: string; sort: Sort; onSort: (sort: Sort) => void};

/** The heading button; pressing it again flips the order. */
export function SortButton({label, field, sort, onSort}: SortButtonProps) {
  const active = sort.field === field;
  const next: Sort = {field, order: active && sort.order === 'asc' ? 'desc' : 'asc'};
  return (
    <button
      type="button"
      onClick={() => onSort(next)}
      className={css`
        display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0;
        font: inherit; font-weight: 650; color: ${colors.white}; background: none; border: none; cursor: pointer;
        text-decoration: underline; text-underline-offset: 3px;
        &:focus-visible { ${focusRing} }
      `}
    >
      {label}
      <span aria-hidden="true">{active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      <VisuallyHidden>
        {active ? `, sorted ${sort.order === 'asc' ? 'ascending' : 'descending'}` : ', not sorted'}
      </VisuallyHidden>
    </button>
  );
}
