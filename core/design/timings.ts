// Timings of the interface (SPEC section 9), shared by the site and the widgets.

/** The home headline switches slogan this often. */
export const HEADLINE_ROTATE_MS = 5000;

/** At most this many toasts show at once. */
export const TOAST_LIMIT = 3;

/** A toast that is not a loading toast leaves after this long. */
export const TOAST_DURATION_MS = 4000;

/** The gallery's hover zoom: delay before zooming, delay before un-zooming, fade, and touch long-press. */
export const HOVER_ZOOM = {delayMs: 250, offDelayMs: 150, fadeMs: 300, longPressMs: 500} as const;

/** The OTP page lets the user ask for a new code after this many seconds. */
export const RESEND_OTP_SECONDS = 60;
