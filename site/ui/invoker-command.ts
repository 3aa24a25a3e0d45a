// HTML's invoker commands: a `<button command="show-modal" commandfor="id">` opens a <dialog> as a modal
// (and `command="close"` closes it) with no script at all, so on a prerendered page a tap before hydration
// is not lost (decision 038). Baseline 2025: Chrome 135, Firefox 144, Safari 26.2; a browser without them
// ignores the attributes, as it did before. Once the page has hydrated React opens and closes the dialog
// itself, so the attributes go (React removes them when the spread no longer has them).

export type DialogCommand = 'show-modal' | 'close';

/**
 * Attributes for a button that runs `command` on the dialog `dialogId`, or none once hydrated.
 * @example <Button onClick={show} {...dialogCommand('show-modal', id, hydrated)}>Sign Up</Button>
 */
export function dialogCommand(command: DialogCommand, dialogId: string, hydrated: boolean) {
  // React 19 has no props for these yet; lower-case unknown attributes reach the DOM as they are.
  return hydrated ? {} : ({command, commandfor: dialogId} as Record<string, string>);
}
