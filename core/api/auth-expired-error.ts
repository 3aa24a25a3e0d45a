// Thrown when the session cannot be renewed: the caller should send the user to log in again.

/**
 * The access token expired and the refresh token was refused. The session has already been cleared
 * (and `onSessionExpired` called) when this is thrown.
 *
 * @example
 * try {
 *   await api.getProfile();
 * } catch (error) {
 *   if (error instanceof AuthExpiredError) navigate('/log-in');
 * }
 */
export class AuthExpiredError extends Error {
  override name = 'AuthExpiredError';
  /** The refresh answer's status code. */
  readonly statusCode: number;

  constructor(message: string, statusCode: number) {
    super(`Your session has expired. Please log in again. (${message})`);
    this.statusCode = statusCode;
  }
}
