// A small RFC 5322 reader for the mails the server sends (nodemailer): plain text, or multipart/mixed with
// the text first and attachments (an event's .ics) after it.

export type CaughtMail = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  /** The Reply-To header, '' when there is none. */
  replyTo: string;
  subject: string;
  /** The Content-Language header (the words' language, e.g. 'ta-SG'), '' when there is none. */
  language: string;
  text: string;
  /** Files sent with the mail: `content` decoded as UTF-8 text, `bytes` as sent (a PDF's). */
  attachments: {filename: string; contentType: string; content: string; bytes: Buffer}[];
  receivedAt: number;
};

function decodeWords(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(
    /=\?([^?]+)\?([bqBQ])\?([^?]*)\?=\s*/g,
    (_all, _charset, kind: string, data: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    },
  );
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

type Part = {headers: Map<string, string>; body: string};

function splitPart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return {headers, body};
}

function decodeBody({headers, body}: Part): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeBytes({headers, body}: Part): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(decodeBody({headers, body}), 'utf8');
}

/** The leaf parts of a (possibly nested) multipart body, in order. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, '').replace(/\n$/, ''))));
}

/** Splits headers from body, unfolds headers, decodes the body's transfer encoding. */
export function parseMail(raw: string, envelopeTo: string[], receivedAt: number): CaughtMail {
  const top = splitPart(raw.replace(/\r\n/g, '\n'));
  const parts = leaves(top);
  const isAttachment = (part: Part) =>
    /attachment|filename=/i.test(part.headers.get('content-disposition') ?? '');
  const textPart = parts.find((part) => !isAttachment(part)) ?? {headers: new Map(), body: ''};
  const attachments = parts.filter(isAttachment).map((part) => ({
    filename: /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '')?.[1] ?? '',
    contentType: part.headers.get('content-type') ?? '',
    content: decodeBody(part),
    bytes: decodeBytes(part),
  }));
  return {
    to: envelopeTo.map((address) => address.toLowerCase()),
    from: decodeWords(top.headers.get('from') ?? ''),
    replyTo: decodeWords(top.headers.get('reply-to') ?? ''),
    subject: decodeWords(top.headers.get('subject') ?? ''),
    language: top.headers.get('content-language') ?? '',
    text: decodeBody(textPart).replace(/\n$/, ''),
    attachments,
    receivedAt,
  };
}
