// Layout rules the site and the widgets share, as CSS text (no CSS-in-JS, no framework).
export {
  STACK_BELOW_PX,
  STACK_CONTAINER,
  STACK_MEDIA,
  type StackedTableColours,
  type StackedTableOptions,
  stackedTableCss,
} from './stacked-table.ts';
