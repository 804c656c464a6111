/**
 * The part of a `fetch` `Response` the client reads. The upload transport answers the same shape,
 * so both go through one error classification and one refresh path.
 */
export interface RawResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** Upload progress: bytes sent so far and, when known, of how many. */
export interface UploadProgress {
  loaded: number;
  /** `null` when the size is not known. */
  total: number | null;
  /** `loaded / total` between 0 and 1, or `null` when the size is not known. */
  fraction: number | null;
}

/** One multipart request for an {@link UploadTransport}. */
export interface UploadRequest {
  url: string;
  method: string;
  /** Timezone, Locale, Token and Accept; never Content-Type (the transport sets the multipart boundary). */
  headers: Readonly<Record<string, string>>;
  body: FormData;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a multipart body with progress events. Rejects with a `TypeError` when there is no answer
 * and with an `AbortError` `DOMException` when aborted; any HTTP status resolves.
 */
export type UploadTransport = (request: UploadRequest) => Promise<RawResponse>;

/** Bivariant callback type, so the DOM's `XMLHttpRequest` (whose handlers take DOM events) fits {@link XhrLike}. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The progress event fields the transport reads. */
export interface ProgressEventLike {
  readonly loaded: number;
  readonly total: number;
  readonly lengthComputable: boolean;
}

/**
 * The part of `XMLHttpRequest` {@link xhrUploadTransport} uses. The browser's `XMLHttpRequest`
 * satisfies it; tests in Node pass an adapter over `node:http`.
 */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  withCredentials: boolean;
  readonly upload: { onprogress: Handler<ProgressEventLike> | null };
  onload: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  onabort: Handler<unknown> | null;
  ontimeout: Handler<unknown> | null;
  readonly status: number;
  readonly responseText: string;
  getResponseHeader(name: string): string | null;
  send(body: FormData): void;
  abort(): void;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted', 'AbortError');
}

/**
 * The upload transport on `XMLHttpRequest` (fetch has no upload progress). Credentials are sent
 * (`withCredentials`); the answer is read as text.
 *
 * @param createXhr makes a new request object; the browser's `XMLHttpRequest` by default.
 */
export function xhrUploadTransport(createXhr: () => XhrLike = () => new XMLHttpRequest()): UploadTransport {
  return ({ url, method, headers, body, signal, onProgress }) =>
    new Promise<RawResponse>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const onAbortSignal = () => xhr.abort();
      const cleanup = () => signal?.removeEventListener('abort', onAbortSignal);
      xhr.open(method, url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          const total = event.lengthComputable && event.total > 0 ? event.total : null;
          onProgress({ loaded: event.loaded, total, fraction: total === null ? null : Math.min(1, event.loaded / total) });
        };
      }
      xhr.onload = () => {
        cleanup();
        const text = xhr.responseText;
        const contentType = xhr.getResponseHeader('content-type');
        resolve({
          status: xhr.status,
          headers: { get: (name) => xhr.getResponseHeader(name) },
          text: () => Promise.resolve(text),
          blob: () => Promise.resolve(new Blob([text], contentType ? { type: contentType } : {})),
        });
      };
      xhr.onerror = () => {
        cleanup();
        reject(new TypeError('Network error during upload'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        cleanup();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      xhr.send(body);
    });
}
