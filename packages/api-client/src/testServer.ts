/// <reference types="node" />
// Test helper (not exported by the package): a real HTTP server on a free local port.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received, with its whole body. */
export interface ReceivedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON, or `undefined`. */
  json: unknown;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => unknown;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: ReceivedRequest[];
  /** Replaces the handler. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Answers `{ status, body }` as JSON (or nothing when `body` is undefined). */
export function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(text);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts a server on port 0 of 127.0.0.1. */
export async function startServer(
  initial: Handler = (_request, response) => send(response, 404, { message: 'Not found' }),
): Promise<TestServer> {
  let handler = initial;
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('error', () => undefined);
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      if (String(incoming.headers['content-type'] ?? '').startsWith('application/json') && body.length > 0) {
        json = JSON.parse(body.toString('utf8')) as unknown;
      }
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body,
        json,
      };
      requests.push(request);
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, { message: String(error) });
      });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The path of a request without its query. */
export const pathOf = (request: ReceivedRequest) => request.url.split('?')[0] ?? '';
