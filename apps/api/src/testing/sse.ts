/** A test client of the live event stream: fetch, read, parse (as the web app reads it). */
export interface TestStream {
  status: number;
  /** The events received so far: `{ event, data }` (data parsed as JSON). */
  events: { event: string; data: unknown }[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** Resolves when the server ends the stream (or the client closes it). */
  ended: Promise<void>;
  /** Resolves with the first event that `match` accepts (rejects after `timeoutMs`). */
  next(match: (e: { event: string; data: unknown }) => boolean, timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  close(): void;
}

/** Opens `GET /api/live/events` with the token in the header (or `?token=` with `viaQuery`); resolves after `ready`. */
export async function openStream(base: string, token?: string, { viaQuery = false } = {}): Promise<TestStream> {
  const abort = new AbortController();
  const query = token && viaQuery ? `?token=${encodeURIComponent(token)}` : '';
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token && !viaQuery) headers.token = token;
  const response = await fetch(`${base}/api/live/events${query}`, { headers, signal: abort.signal });
  const events: TestStream['events'] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let endResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endResolve = resolve));
  const stream: TestStream = {
    status: response.status,
    events,
    comments,
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            if (match(events[seen]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(events[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
  if (response.status !== 200 || !response.body) {
    endResolve();
    await response.text().catch(() => undefined);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // Aborted by the client.
    } finally {
      endResolve();
    }
  })();
  await stream.next((e) => e.event === 'ready');
  return stream;
}
