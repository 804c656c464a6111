import type { UploadTransport } from '@mandate/api-client';
import type { FixtureFetch } from './fixtureFetch';

/**
 * The upload transport of the screens' stories (decision 0014): the app uploads through
 * `XMLHttpRequest` (for progress), which a fixture `fetch` never sees; this transport hands the
 * multipart request to the story's {@link FixtureFetch} instead, so a route such as
 * `POST /file/upload` answers it and `calls` records it (its `body` is the `FormData`). Progress is
 * reported once, complete, after the answer's delay. Test support only: imported by stories.
 */
export function fixtureUploadTransport(api: FixtureFetch): UploadTransport {
  return async ({ url, method, headers, body, signal, onProgress }) => {
    const response = await api(url, { method, headers, body, ...(signal ? { signal } : {}) });
    const size =
      body instanceof FormData ? [...body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? 0 : value.size), 0) : 0;
    onProgress?.({ loaded: size, total: size || null, fraction: size ? 1 : null });
    return response;
  };
}
