import type { UploadTransport } from '@mandate/api-client';
import type { UploadedFile } from '@mandate/domain';
import type { FixtureFetch, FixtureRoute } from './fixtureFetch';

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

/** A file as the file store answers it. */
export const storedFile = (id: number, title: string, size: number): UploadedFile => ({
  id,
  title,
  size,
  fullPath: `/api/file/${id}/download`,
});

/** `POST /file/upload` as the file store answers it: the uploaded file stored, ids counting up from `firstId`. */
export function fileUploadRoute(firstId: number): FixtureRoute {
  return {
    method: 'POST',
    path: '/file/upload',
    respond: ({ body, calls }) => {
      const file = body instanceof FormData ? body.get('file') : null;
      const id = firstId + calls.filter((call) => call.path === '/file/upload').length;
      return { body: storedFile(id, file instanceof File ? file.name : 'file', file instanceof Blob ? file.size : 0) };
    },
  };
}
