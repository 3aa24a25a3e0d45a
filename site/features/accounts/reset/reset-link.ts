// The reset mail's one-time link opens /update-password#email=...&token=...; the fragment never reaches a
// server. Read once, it is moved into the reset state and wiped from the address bar and history.

/** The address and token of a reset link's fragment, or null when it is not one. */
export function readResetLink(hash: string): {email: string; resetToken: string} | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const email = fields.get('email');
  const resetToken = fields.get('token');
  if (!email || !resetToken || !/^[\w-]{43}$/.test(resetToken)) return null;
  return {email, resetToken};
}
