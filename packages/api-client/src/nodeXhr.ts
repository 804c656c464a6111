/// <reference types="node" />
// Test helper (not exported by the package): `XMLHttpRequest` for Node, so uploads run through the
// real `xhrUploadTransport` in tests.
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders } from 'node:http';
import type { ProgressEventLike, XhrLike } from './transport';

/**
 * An `XMLHttpRequest`-compatible object over `node:http`, because Node has no XMLHttpRequest.
 * It implements exactly the members `XhrLike` names, the way a browser does: the FormData body is
 * encoded as multipart (by the platform's `Request`), written in 16 kB chunks, and an upload
 * `progress` event is fired after each chunk is handed to the socket. Test code only: what runs
 * against it is the real `xhrUploadTransport` and the client's upload path.
 */
export class NodeXhr implements XhrLike {
  static instances: NodeXhr[] = [];
  withCredentials = false;
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null };
  onload: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onabort: ((event: unknown) => void) | null = null;
  ontimeout: ((event: unknown) => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly requestHeaders: Record<string, string> = {};
  private responseHeaders: IncomingHttpHeaders = {};
  private request: ClientRequest | null = null;
  private aborted = false;

  constructor() {
    NodeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const value = this.responseHeaders[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  send(body: FormData): void {
    void this.start(body);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.request?.destroy();
    this.onabort?.({});
  }

  private async start(body: FormData): Promise<void> {
    const encoded = new Request('http://encoder.invalid/', { method: 'POST', body });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    if (this.aborted) return;
    const request = httpRequest(
      this.url,
      {
        method: this.method,
        headers: { ...this.requestHeaders, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': bytes.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (this.aborted) return;
          this.status = response.statusCode ?? 0;
          this.responseHeaders = response.headers;
          this.responseText = Buffer.concat(chunks).toString('utf8');
          this.onload?.({});
        });
      },
    );
    this.request = request;
    request.on('error', () => {
      if (!this.aborted) this.onerror?.({});
    });
    let offset = 0;
    const writeNext = () => {
      if (this.aborted) return;
      if (offset >= bytes.length) {
        request.end();
        return;
      }
      const chunk = bytes.subarray(offset, offset + 16 * 1024);
      offset += chunk.length;
      request.write(chunk, () => {
        if (this.aborted) return;
        this.upload.onprogress?.({ loaded: offset, total: bytes.length, lengthComputable: true });
        writeNext();
      });
    };
    writeNext();
  }
}
