// Why a mail could not be handed over, in words staff can act on (the Gifts screen shows it), and whether
// trying again can help: a refused recipient (5xx to RCPT TO) stays refused, a server that is down may
// come back.
type SmtpError = {code?: string; responseCode?: number; response?: string; message?: string};

/** The reason in words and whether to try again later. */
export function mailFailure(error: unknown): {reason: string; retry: boolean} {
  const failure = (error ?? {}) as SmtpError;
  const message = failure.message ?? String(error);
  // Our login, not this mail, was refused: tried again, as fixing SMTP_URL makes it go.
  if (failure.code === 'EAUTH' || failure.code === 'ENOAUTH')
    return {reason: 'the mail server refused our user name or password (SMTP_URL)', retry: true};
  if (failure.responseCode && failure.responseCode >= 500) {
    // A refused recipient stays refused; any other refusal may be our configuration, fixed later.
    return {
      reason: `the mail server refused this mail (${failure.response ?? failure.responseCode})`,
      retry: failure.code !== 'EENVELOPE',
    };
  }
  if (failure.responseCode && failure.responseCode >= 400) {
    return {
      reason: `the mail server asked us to try later (${failure.response ?? failure.responseCode})`,
      retry: true,
    };
  }
  if (/ECONNREFUSED/.test(message))
    return {reason: 'the mail server refused the connection (is it running?)', retry: true};
  if (failure.code === 'ETIMEDOUT') return {reason: 'the mail server did not answer in time', retry: true};
  if (failure.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return {reason: 'the mail server’s name could not be found', retry: true};
  if (failure.code === 'ETLS') return {reason: 'a secure connection to the mail server failed', retry: true};
  if (failure.code === 'ECONNECTION' || failure.code === 'ESOCKET')
    return {reason: 'the connection to the mail server broke off', retry: true};
  return {reason: `the mail could not be handed over (${message})`, retry: true};
}
