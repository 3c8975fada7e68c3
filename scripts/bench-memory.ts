/**
 * How `npm run bench` measures a download's duration and memory growth, shared by the CSV export
 * (scripts/bench-export.ts) and the attachments zip (scripts/bench-zip.ts) cases:
 *
 * - in the process: the duration, and how far the resident memory and the JavaScript heap rose
 *   above where they were before (sampled every 5 ms, PGlite's thread included, as in the server),
 *   from a collected heap, and what the heap still held once collected afterwards;
 * - over HTTP: the duration to the last byte and how far the server's resident memory rose at its
 *   peak (Linux's VmHWM, reset first; read and reset by scripts/bench-http.ts).
 */
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';

export const MB = 1024 * 1024;

/**
 * V8's garbage collector, exposed at run time: each run starts from a collected heap, so that its
 * growth is the case's own, not the garbage the cases before it left behind.
 */
export function garbageCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

export interface Growth {
  ms: number;
  /** Peak growth of the resident memory, MB. */
  rssMb: number;
  /** Peak growth of the heap, garbage not yet collected included, MB. */
  heapMb: number;
  /** What the heap still holds once collected afterwards, MB. */
  retainedMb: number;
}

/** Runs `run` from a collected heap and measures its duration and memory growth. */
export async function measureGrowth<T>(
  collect: () => void,
  run: () => Promise<T>,
): Promise<Growth & { result: T }> {
  collect();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 5);
  const started = performance.now();
  let result: T;
  try {
    result = await run();
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  peak.rss = Math.max(peak.rss, after.rss);
  peak.heap = Math.max(peak.heap, after.heapUsed);
  collect();
  return {
    result,
    ms,
    rssMb: (peak.rss - before.rss) / MB,
    heapMb: (peak.heap - before.heapUsed) / MB,
    retainedMb: (process.memoryUsage().heapUsed - before.heapUsed) / MB,
  };
}

export const describeGrowth = (g: Growth) =>
  `RSS ${signedMb(g.rssMb)}, heap ${signedMb(g.heapMb)} at peak (${signedMb(g.retainedMb)} kept)`;

/** Counts the bytes and the lines (line feeds) of a stream as it goes by. */
export function countingSink() {
  const seen = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) seen.lines++;
      done();
    },
  });
  return { sink, seen };
}

export const budgetLine = (label: string, ms: number, growth: string, over: boolean) =>
  console.log(
    `  ${label.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms  ${growth}  ${over ? 'OVER' : 'within'} budget`,
  );

/** The server's memory, read and reset by scripts/bench-http.ts. */
export interface ServerMemory {
  residentMb: () => number | null;
  peakMb: () => number | null;
  resetPeak: () => boolean;
}

/**
 * One download from the running server at `url`, signed in with `session`, read to its last byte
 * as it comes (bytes and lines counted): the status, the duration, and the server's resident
 * memory growth at its peak (null when Linux does not let us read or reset it).
 */
export async function measureHttpDownload(
  url: string,
  session: string,
  memory: ServerMemory,
): Promise<{
  status: number;
  bytes: number;
  lines: number;
  ms: number;
  growthMb: number | null;
  peakMb: number | null;
}> {
  const peakReset = memory.resetPeak();
  const before = memory.residentMb();
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie: `orgdesk_session=${session}` } });
  let bytes = 0;
  let lines = 0;
  const reader = res.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    const chunk = read.value as Uint8Array;
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const ms = performance.now() - started;
  const peakMb = memory.peakMb();
  const growthMb = peakMb !== null && before !== null && peakReset ? peakMb - before : null;
  return { status: res.status, bytes, lines, ms, growthMb, peakMb };
}

/** A growth in MB with its sign: "+1.2 MB", "-0.4 MB". */
export function signedMb(mb: number): string {
  return `${mb < 0 ? '-' : '+'}${Math.abs(mb).toFixed(1)} MB`;
}

/** What an HTTP download did to the server's memory, as the budget lines print it. */
export function describeServerGrowth(got: { growthMb: number | null; peakMb: number | null }): string {
  return got.growthMb === null
    ? 'server memory not readable'
    : `server RSS ${signedMb(got.growthMb)} at peak (${got.peakMb} MB)`;
}
