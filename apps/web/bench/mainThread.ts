/// <reference types="node" />
/**
 * `vitals.bench.ts --trace`: where the main thread's time goes between navigation and the LCP
 * paint of a first visit. A Chromium performance trace (CDP `Tracing`, the DevTools timeline
 * categories) is recorded for the visit; its renderer main thread is read as nested slices and
 * each slice's self time is summed by kind: script compile and evaluation per file, function calls
 * per file, style, layout, paint, parsing, garbage collection. What no task covers is idle (the page
 * waits for the network). Times are as measured, i.e. under the bench's CPU slowdown.
 */
import type { CDPSession } from 'playwright';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string; functionName?: string; frame?: string } };
}

const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
].join(',');

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', { categories, transferMode: 'ReturnAsStream' });
}

export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  if (!stream) return [];
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const fileOf = (url: string | undefined) => (url ? (new URL(url, 'http://x').pathname.split('/').pop() ?? url) : '');

/** What a slice's self time counts as. */
function kindOf(event: TraceEvent): string {
  const url = event.args?.data?.url;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(url)}`.trim();
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.parseOnBackground':
    case 'V8.CompileLazy':
    case 'V8.CompileCode':
    case 'v8.produceModuleCache':
      return `compile ${fileOf(url)}`.trim();
    case 'FunctionCall':
      return `script ${fileOf(url)}`.trim();
    case 'RunMicrotasks':
    case 'V8.RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PaintImage':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    default:
      return `other ${event.name}`;
  }
}

export interface MainThreadSummary {
  windowMs: number;
  busyMs: number;
  byKind: { kind: string; ms: number }[];
  longTasks: { startMs: number; ms: number; top: string }[];
}

/** The renderer main thread from navigation start of `origin` until `untilMs` after it. */
export function summarise(events: TraceEvent[], origin: string, untilMs: number): MainThreadSummary | null {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin));
  if (!nav) return null;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
  if (!main) return null;
  const start = nav.ts;
  const end = nav.ts + untilMs * 1000;
  const slices = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const longTasks: MainThreadSummary['longTasks'] = [];
  let busy = 0;
  // Slices of one thread nest: a stack of the open ones gives each its parent.
  const stack: { event: TraceEvent; children: number; kinds: Map<string, number> }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const open = stack.pop()!;
      const own = open.event.dur! - open.children;
      const kind = kindOf(open.event);
      const parent = stack.at(-1);
      // An unnamed slice's own time goes to the nearest named one around it.
      if (kind.startsWith('other') && parent) parent.children -= own;
      else {
        self.set(kind, (self.get(kind) ?? 0) + own);
        const root = stack[0] ?? open;
        root.kinds.set(kind, (root.kinds.get(kind) ?? 0) + own);
      }
      if (!parent && open.event.dur! >= 50_000) {
        const top = [...open.kinds].sort((a, b) => b[1] - a[1])[0]?.[0] ?? open.event.name;
        longTasks.push({ startMs: (open.event.ts - start) / 1000, ms: open.event.dur! / 1000, top });
      }
    }
  };
  for (const event of slices) {
    close(event.ts);
    if (stack.length) stack.at(-1)!.children += event.dur!;
    else busy += event.dur!;
    stack.push({ event, children: 0, kinds: new Map() });
  }
  close(Number.POSITIVE_INFINITY);
  const byKind = [...self]
    .map(([kind, us]) => ({ kind, ms: us / 1000 }))
    .filter((k) => k.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
  return { windowMs: untilMs, busyMs: busy / 1000, byKind, longTasks };
}

export function printSummary(route: string, summary: MainThreadSummary | null): void {
  if (!summary) {
    console.log(`  ${route}: no main-thread trace (navigation not found)`);
    return;
  }
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `  ${route}: main thread until LCP (${ms(summary.windowMs)}): busy ${ms(summary.busyMs)}, idle ${ms(summary.windowMs - summary.busyMs)}`,
  );
  for (const k of summary.byKind.slice(0, 16)) console.log(`    ${ms(k.ms).padStart(8)}  ${k.kind}`);
  for (const t of summary.longTasks) console.log(`    long task at ${ms(t.startMs)}: ${ms(t.ms)} (mostly ${t.top})`);
}
