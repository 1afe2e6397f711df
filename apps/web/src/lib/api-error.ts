export type ApiFailure = {
  status: number;
  /** The server's `message` (or its plain-text body); null when it sent neither. */
  message: string | null;
  code: string | null;
};

/**
 * Reads back the "<status>: <body>" error that apiRequest throws (spec section 8). Anything else,
 * such as the TypeError of a failed fetch, is not an answer from the server and gives null.
 */
export function readApiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  const status = Number(match[1]);
  const text = (match[2] ?? '').trim();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, code } = body as { message?: unknown; code?: unknown };
      return {
        status,
        message: typeof message === 'string' && message.trim() ? message.trim() : null,
        code: typeof code === 'string' ? code : null,
      };
    }
  } catch {
    // A plain-text body (or the status text) is the message itself, unless it is an HTML error page.
  }
  const plain = text && !text.startsWith('<') ? text : null;
  return { status, message: plain, code: null };
}
