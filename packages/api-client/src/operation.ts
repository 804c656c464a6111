import type { ApiClient, DownloadResult, RequestOptions, UploadFieldValue } from './client';
import type { QueryParams } from './query';
import type { UploadProgress } from './transport';

/** Per-call options every operation accepts. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'skipErrorHandler' | 'skipLoading'>;

/** Options of an operation that uploads a file: the call options and the progress callback. */
export type UploadCallOptions = CallOptions & { onProgress?: (progress: UploadProgress) => void };

/** Options of an operation that downloads a file. */
export type DownloadCallOptions = CallOptions & {
  /** Name used when the answer has no `Content-Disposition` file name. */
  fileName?: string;
};

/** The HTTP methods of the server's operations. */
export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
/** An HTTP method of an operation. */
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Where an operation goes: its method and the server's path template under the API base, with
 * parameters in braces as the server's OpenAPI description writes them (`/job/{id}/view`).
 */
export interface OperationRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/** The parameter names of a path template: `'/application/{id}/feedback/{fid}/edit'` → `'id' | 'fid'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values of a path template's parameters. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** What one call of a route sends: the path parameters (when the template has any), a JSON body, GET parameters. */
export type RouteInput<P extends string> = ([PathParamNames<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> }) & {
  body?: unknown;
  query?: QueryParams;
};

/** What one upload on a route sends: the path parameters, GET parameters, the file and further form fields. */
export type RouteUpload<P extends string> = RouteInput<P> & {
  file: Blob;
  /** File name in the multipart body. @default the `File`'s name, else 'file' */
  fileName?: string;
  /** Multipart field of the file. @default 'file' */
  fieldName?: string;
  fields?: Readonly<Record<string, UploadFieldValue | readonly UploadFieldValue[]>>;
};

/**
 * Fills a path template with URI-encoded values. A parameter without a value, or a value that is
 * empty, throws: a call must never go to a different route than its own.
 *
 * @example fillPath('/job/{id}/view', { id: 7 }) // '/job/7/view'
 */
export function fillPath<P extends string>(template: P, params: PathParams<P> | undefined): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || String(value) === '') throw new TypeError(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The calls an operation may make: on its own route only. */
export interface RouteCaller<P extends string> {
  readonly route: OperationRoute;
  /** A JSON call; resolves to the answer's `result`. */
  call<T>(client: ApiClient, input: RouteInput<P>, options?: CallOptions): Promise<T>;
  /** A binary download against the export base. */
  download(client: ApiClient, input: RouteInput<P>, options?: DownloadCallOptions): Promise<DownloadResult>;
  /** A multipart upload with progress; resolves to the answer's `result`. */
  upload<T>(client: ApiClient, input: RouteUpload<P>, options?: UploadCallOptions): Promise<T>;
}

/** An operation: a function of the client that carries its route as data (`listVacancies.route`). */
export type Operation<F> = F & { readonly route: OperationRoute };

/**
 * Defines one operation of the server: `build` gets a caller bound to `method` and `path` and
 * returns the typed function. The route is kept on the function, so the test that compares the
 * operations with the server's route table reads exactly what the function sends.
 *
 * @example
 * export const getVacancy = operation('GET', '/job/{id}/view', (route) =>
 *   (client: ApiClient, id: Id, options: CallOptions = {}) => route.call<Vacancy>(client, { params: { id } }, options));
 */
export function operation<const P extends string, F extends (...args: never[]) => unknown>(
  method: HttpMethod,
  path: P,
  build: (route: RouteCaller<P>) => F,
): Operation<F> {
  const route: OperationRoute = Object.freeze({ method, path });
  const caller: RouteCaller<P> = {
    route,
    call: (client, { params, body, query }, options = {}) =>
      client.request(method, fillPath(path, params), {
        ...options,
        ...(body === undefined ? {} : { body }),
        ...(query ? { query } : {}),
      }),
    download: (client, { params, body, query }, options = {}) => {
      if (method !== 'GET' && method !== 'POST') throw new TypeError(`${method} ${path}: downloads are GET or POST`);
      return client.download(fillPath(path, params), {
        ...options,
        method,
        ...(body === undefined ? {} : { body }),
        ...(query ? { query } : {}),
      });
    },
    upload: (client, { params, query, file, fileName, fieldName, fields }, options = {}) => {
      if (method !== 'POST' && method !== 'PUT') throw new TypeError(`${method} ${path}: uploads are POST or PUT`);
      return client.upload(fillPath(path, params), {
        ...options,
        method,
        file,
        ...(fileName ? { fileName } : {}),
        ...(fieldName ? { fieldName } : {}),
        ...(fields ? { fields } : {}),
        ...(query ? { query } : {}),
      });
    },
  };
  return Object.assign(build(caller), { route });
}

/** Whether a value is an {@link operation} (a function carrying its route). */
export function isOperation(value: unknown): value is Operation<(...args: never[]) => unknown> {
  if (typeof value !== 'function') return false;
  const route = (value as { route?: unknown }).route;
  return typeof route === 'object' && route !== null && typeof (route as OperationRoute).path === 'string';
}
