import type { LiveEvent } from '@mandate/domain';
import { SESSION_CHANNEL } from '../auth/context';
import type { Database, Listener } from '../db/database';
import { LIVE_CHANNEL, type LiveNotification } from './live.events';
import { validSessions } from './live.queries';

/** One open event stream: a signed-in session's. */
export interface LiveStream {
  userId: number;
  sessionId: string;
  send(event: LiveEvent): void;
  /** Ends the stream (the session was logged out, the user blocked, the server stops). */
  end(): void;
}

export interface LiveHubOptions {
  /** First wait before reconnecting a listening connection (PostgreSQL). */
  retryMs?: number;
  log?: { info(message: string): void; warn(object: unknown, message: string): void };
}

/**
 * The process's open event streams by user, and the two channels that feed them: `mandate_live`
 * (events, live.events.ts) and `mandate_session` (migration 0016: a session revoked `s:<id>` or a
 * user changed `u:<id>`, after which the streams concerned check their session and end when it is
 * gone). When a listening connection was lost and is back, every stream gets `resync` (events may
 * have been missed) and every session is checked again.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private listeners: Listener[] = [];
  private lost = false;
  /** The channels listening now. */
  private readonly up = new Set<string>();
  private waiting: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly options: LiveHubOptions = {},
  ) {}

  start(): void {
    const onState = (channel: string) => (listening: boolean, error?: Error) => {
      if (listening) this.up.add(channel);
      else this.up.delete(channel);
      if (this.up.size === 2) for (const resolve of this.waiting.splice(0)) resolve();
      if (!listening) {
        this.lost = true;
        if (error) this.options.log?.warn({ err: error }, 'live events: listening connection lost');
      } else if (this.lost) {
        this.lost = false;
        this.options.log?.info('live events: listening again');
        for (const stream of this.all()) stream.send({ kind: 'resync' });
        void this.checkSessions(this.all());
      }
    };
    const options = { retryMs: this.options.retryMs };
    this.listeners = [
      this.db.subscribe(LIVE_CHANNEL, { onNotify: (payload) => this.deliver(payload), onState: onState(LIVE_CHANNEL) }, options),
      this.db.subscribe(
        SESSION_CHANNEL,
        { onNotify: (payload) => this.sessionChanged(payload), onState: onState(SESSION_CHANNEL) },
        options,
      ),
    ];
  }

  /**
   * Resolves once both channels listen and every notification committed before the call has been
   * handed on (waits at most `timeoutMs` for a listening connection that is down).
   */
  async ready(timeoutMs = 5_000): Promise<void> {
    if (this.up.size < 2) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        timer = setTimeout(resolve, timeoutMs);
      });
      clearTimeout(timer);
    }
    await Promise.all(this.listeners.map((l) => l.sync()));
  }

  /** Adds a stream; answers the function that removes it. */
  add(stream: LiveStream): () => void {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    return () => {
      const current = this.streams.get(stream.userId);
      if (!current?.delete(stream)) return;
      if (current.size === 0) this.streams.delete(stream.userId);
    };
  }

  /** Open streams in this process (tests check that closed ones leave nothing behind). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  get listening(): number {
    return this.listeners.length;
  }

  /** Ends every stream and stops listening. */
  async stop(): Promise<void> {
    for (const resolve of this.waiting.splice(0)) resolve();
    for (const stream of this.all()) stream.end();
    this.streams.clear();
    const listeners = this.listeners;
    this.listeners = [];
    await Promise.all(listeners.map((l) => l.stop()));
  }

  private all(): LiveStream[] {
    return [...this.streams.values()].flatMap((set) => [...set]);
  }

  private deliver(payload: string): void {
    let notification: LiveNotification;
    try {
      notification = JSON.parse(payload) as LiveNotification;
    } catch {
      return;
    }
    if (!Array.isArray(notification.u)) return;
    for (const userId of notification.u) {
      for (const stream of this.streams.get(userId) ?? []) stream.send(notification.e);
    }
  }

  private sessionChanged(payload: string): void {
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    let concerned: LiveStream[];
    if (kind === 's:') concerned = this.all().filter((s) => s.sessionId === id);
    else if (kind === 'u:') concerned = [...(this.streams.get(Number(id)) ?? [])];
    else return;
    if (concerned.length) void this.checkSessions(concerned);
  }

  /** Ends the streams whose session is revoked or whose user may no longer sign in. */
  private async checkSessions(streams: LiveStream[]): Promise<void> {
    if (!streams.length) return;
    try {
      const rows = await validSessions(this.db, [...new Set(streams.map((s) => s.sessionId))]);
      const alive = new Set(rows.map((r) => r.id));
      for (const stream of streams) if (!alive.has(stream.sessionId)) stream.end();
    } catch (error) {
      this.options.log?.warn({ err: error }, 'live events: could not check sessions');
    }
  }
}
