import type { TApiError } from '@hospedar/contracts/errors/api-error';

/** A failed console call: the HTTP status (0 when the network failed) and the API's error. */
export class ConsoleApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: TApiError['details'];
  constructor(status: number, body: Pick<TApiError, 'code' | 'message' | 'details'>) {
    super(body.message);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }
}

/**
 * A call to /api/console (decision 192): the session cookie travels by itself (same origin), and the
 * browser adds the Origin header the API checks on every change. Answers the JSON, or null for 204.
 */
export async function consoleFetch<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    // A FormData (an uploaded image) goes as multipart/form-data, its boundary set by the browser.
    const isForm = body instanceof FormData;
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined || isForm
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, { code: 'NETWORK_ERROR', message: 'The network failed.' });
  }
  if (response.status === 204) return null as T;
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (json ?? {}) as Partial<TApiError>;
    throw new ConsoleApiError(response.status, {
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN_ERROR',
      message: typeof error.message === 'string' ? error.message : `HTTP ${response.status}`,
      details: error.details,
    });
  }
  return json as T;
}

/** The file name of a `content-disposition: attachment; filename="…"` header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A POST under /api/console that answers a file (the LGPD export): the browser saves it under the
 * server's name. The bytes stay in this page's memory only until the save starts.
 */
export async function consoleDownload(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { accept: '*/*' } });
  } catch {
    throw new ConsoleApiError(0, { code: 'NETWORK_ERROR', message: 'The network failed.' });
  }
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) ?? {}) as Partial<TApiError>;
    throw new ConsoleApiError(response.status, {
      code: typeof error.code === 'string' ? error.code : 'UNKNOWN_ERROR',
      message: typeof error.message === 'string' ? error.message : `HTTP ${response.status}`,
      details: error.details,
    });
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
