// The look shared by the site and the widgets: colour tokens, the logo, the stacked table, timings and
// the inline script a prerendered page starts with.

export {LOGO_MARK} from './logo-mark.ts';
export {PAGE_SCRIPTS_TEMPLATE_ID, PAGE_START_SCRIPT} from './page-start.ts';
export {STACK_BELOW_PX, STACK_CONTAINER, stackedTableCss} from './table-layout.ts';
export {
  HEADLINE_ROTATE_MS,
  HOVER_ZOOM,
  RESEND_OTP_SECONDS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
} from './timings.ts';
export {tokens} from './tokens.ts';
