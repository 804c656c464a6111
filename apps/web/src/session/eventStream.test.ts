import { isLiveEvent } from '@mandate/domain';
import { describe, expect, it } from 'vitest';
import { readEventStream, reconnectDelay } from './eventStream';

const body = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('reads events split anywhere across chunks, skips heartbeats, joins data lines', async () => {
    const events: [string, string][] = [];
    await readEventStream(
      body(
        'event: ready\ndata: {"userId":1}\n',
        '\n: heartbeat\n\nda',
        'ta: {"kind":"message-created","threadId":4}\n\n',
        'data: a\r\ndata: b\r\n\r\n',
      ),
      (event, data) => events.push([event, data]),
    );
    expect(events).toEqual([
      ['ready', '{"userId":1}'],
      ['message', '{"kind":"message-created","threadId":4}'],
      ['message', 'a\nb'],
    ]);
  });
});

describe('the live event schema', () => {
  it('takes the server’s events and refuses anything else', () => {
    expect(isLiveEvent({ kind: 'message-created', threadId: 4, messageId: 9 })).toBe(true);
    expect(isLiveEvent({ kind: 'thread-read', threadId: 4 })).toBe(true);
    expect(isLiveEvent({ kind: 'resync' })).toBe(true);
    expect(isLiveEvent({ kind: 'message-created' })).toBe(false);
    expect(isLiveEvent({ kind: 'other', threadId: 4 })).toBe(false);
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, within ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(10, () => 1)).toBe(36000);
  });
});
