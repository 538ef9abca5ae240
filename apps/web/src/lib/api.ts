import { TOKEN_STORAGE_KEY, isTokenUsable } from './auth/token';
import { reportError } from './monitoring';

/**
 * The one HTTP client. Calls go to the server that serves the app (/api/...). A failure
 * throws ApiError with the server's `error` field, or "HTTP error! status: {code}" when there
 * is none (the product's base-client text, docs/rules.md "Screens").
 * Authenticated calls add the bearer token; a 401 on them ends the session ("Session expired").
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed response body, for errors that carry more than a message (a 409's details). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_STATUS = 0;

/** What a failed response without the server's own `error` field says. */
export const httpErrorText = (status: number) => `HTTP error! status: ${status}`;

/** True when the failure carries words the server chose (not a bare status or a lost connection). */
export function hasServerMessage(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status !== NETWORK_ERROR_STATUS &&
    !error.message.startsWith('HTTP ')
  );
}

interface SessionHooks {
  getToken: () => string | null;
  /** The server refused `token` (the one the request carried, maybe no longer the current). */
  onUnauthorized: (token: string) => void;
}

/**
 * Until the auth provider connects (in its first effect), requests carry the stored session when
 * it is usable: a page's data may start loading with its code, before React has mounted anything
 * (app/route-data.ts). Whether the server still accepts it is the provider's own check to act on.
 */
const storedSession: SessionHooks = {
  getToken: () => {
    const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
    return isTokenUsable(stored) ? stored : null;
  },
  onUnauthorized: () => undefined,
};

let session: SessionHooks = storedSession;

/** The auth provider plugs the current token and the 401 handling in here. */
export function connectSession(hooks: SessionHooks): void {
  session = hooks;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets its content type). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const useAuth = options.auth !== false;
  const token = useAuth ? session.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw reportFailure(
      new ApiError('Network error: unable to reach the server', NETWORK_ERROR_STATUS),
      options.method ?? 'GET',
      path,
    );
  }
  if (response.status === 401 && token) {
    session.onUnauthorized(token);
    throw new ApiError('Session expired', 401);
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const serverMessage = (data as { error?: unknown } | undefined)?.error;
    throw reportFailure(
      new ApiError(
        typeof serverMessage === 'string' ? serverMessage : httpErrorText(response.status),
        response.status,
        data,
      ),
      options.method ?? 'GET',
      path,
    );
  }
  return data as T;
}

/**
 * Server faults and unreachable servers are reported (when reporting is on); a 4xx is the API
 * answering a person's mistake, which the screen shows and nobody needs to fix.
 */
function reportFailure(error: ApiError, method: string, path: string): ApiError {
  if (error.status === NETWORK_ERROR_STATUS || error.status >= 500)
    reportError(error, { endpoint: path.split('?')[0]!, status: error.status, method });
  return error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};

/** The server's own message when it sent one, otherwise the screen's fallback text from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return hasServerMessage(error) ? error.message : fallback;
}
