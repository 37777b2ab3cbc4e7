import { once } from 'node:events';
import net from 'node:net';

export interface OpenLoopResult {
  sentPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
  /**
   * How late the generator's own clock released requests (p99): latency it added itself, before
   * any wait for the server. Near the p99, the generator, not the server, is what was late.
   */
  generatorLagP99: number;
}

export interface OpenLoopOptions {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  durationMs: number;
  /** Sent at the rate before `durationMs`, on the same connections, and not counted. */
  warmUpMs?: number;
}

/** More connections than this and the generator, not the server, would be what is measured. */
const MAX_CONNECTIONS = 64;
/**
 * Connections opened before the clock starts, as wrk2 does: opened on demand, the first
 * milliseconds' requests each waited for a TCP handshake of their own, and that burst of new
 * connections alone (100 ms, then its backlog) was over 1 % of an 8 s run, the whole p99.
 */
const WARM_CONNECTIONS = 16;
const HEAD_END = Buffer.from('\r\n\r\n');
const NAP_MS = 0.2;
/** Never notified: Atomics.wait on it is a precise sleep of the thread. */
const NAP = new Int32Array(new SharedArrayBuffer(4));

/**
 * An open-loop load generator: request i is due at start + i / rate whether or not earlier
 * ones have answered, and its latency is measured from that due time. A closed-loop tool
 * (autocannon) waits for an answer before sending the next request, so a stall delays the
 * requests behind it without counting them ("coordinated omission"); this does not.
 *
 * It speaks HTTP/1.1 on raw keep-alive sockets (one request in flight on each, as a browser
 * does) instead of through node:http, whose client costs several times the server's work per
 * request: on 2 cores it would take the server's CPU and its own lateness would be measured.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const target = new URL(options.url);
  const headerLines = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n${headerLines}\r\n`,
  );
  const warmUp = Math.round((options.rate * (options.warmUpMs ?? 0)) / 1000);
  const total = warmUp + Math.round((options.rate * options.durationMs) / 1000);
  const dueAt = (index: number) => start + (index * 1000) / options.rate;
  // Filled in place: a growing array would be garbage the generator collects mid-run, and its
  // pauses would count as the server's latency.
  const counted = total - warmUp;
  const latencies = new Float64Array(counted);
  const generatorLags = new Float64Array(counted);
  let latencyCount = 0;
  let lagCount = 0;
  let failures = 0;
  let sent = 0;
  let queued = 0;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const idle: Array<(index: number) => void> = [];
  let open = 0;
  const sockets: net.Socket[] = [];

  let answers = 0;
  const answered = (index: number, ok: boolean) => {
    answers += 1;
    if (index >= warmUp) {
      latencies[latencyCount++] = performance.now() - dueAt(index);
      if (!ok) failures += 1;
    }
    if (answers === total) done();
  };

  /** A keep-alive connection; returns its sender. Answers feed `answered`, then the queue. */
  const connect = (): ((index: number) => void) => {
    open += 1;
    const socket = net.connect({ host: target.hostname, port: Number(target.port) });
    sockets.push(socket);
    socket.setNoDelay(true);
    let inFlight = -1;
    let pending: Buffer = Buffer.alloc(0);
    const sendOn = (index: number) => {
      inFlight = index;
      socket.write(request);
    };
    const next = () => {
      if (queued < sent) sendOn(queued++);
      else idle.push(sendOn);
    };
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = pending.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) throw new Error(`open loop: an answer without content-length: ${head}`);
      const end = headEnd + HEAD_END.length + Number(length[1]);
      if (pending.length < end) return;
      pending = pending.subarray(end);
      const status = Number(head.slice(9, 12));
      const index = inFlight;
      inFlight = -1;
      answered(index, status < 300);
      next();
    });
    let connected = false;
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!connected) throw new Error(`open loop: cannot connect to ${target.host}`);
      open -= 1;
      const at = idle.indexOf(sendOn);
      if (at >= 0) idle.splice(at, 1);
      if (inFlight >= 0) answered(inFlight, false);
      // The requests waiting for a connection still need one.
      if (queued < sent) connect();
    });
    socket.once('connect', () => {
      connected = true;
      next();
    });
    return sendOn;
  };

  for (let i = 0; i < WARM_CONNECTIONS; i += 1) connect();
  await Promise.all(sockets.map((socket) => once(socket, 'connect')));
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      while (sent < total && (sent * 1000) / options.rate <= elapsed) {
        if (sent >= warmUp) generatorLags[lagCount++] = start + elapsed - dueAt(sent);
        sent += 1;
        const sender = idle.pop();
        if (sender) sender(queued++);
        else if (open < MAX_CONNECTIONS) connect();
      }
      if (sent < total) {
        // A 0.2 ms nap between turns of the event loop: a 1 ms timer released requests up to
        // 2 ms late in bursts (p50 1.5 ms for a 0.05 ms answer), and a turn without one spun a
        // core (9 CPU-s per 9 s run against 2.5-3 napping) that the API's collector threads
        // then waited for. Answers read after a nap count up to 0.2 ms more, never less.
        Atomics.wait(NAP, 0, 0, NAP_MS);
        setImmediate(tick);
      } else resolve();
    };
    tick();
  });
  const sendingMs = performance.now() - start;
  await finished;
  for (const socket of sockets) socket.destroy();
  const answeredLatencies = latencies.subarray(0, latencyCount).sort();
  const lags = generatorLags.subarray(0, lagCount).sort();
  const percentile = (p: number, values = answeredLatencies) =>
    values[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0;
  return {
    sentPerSecond: (sent * 1000) / sendingMs,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: answeredLatencies.at(-1) ?? 0,
    failures,
    generatorLagP99: percentile(0.99, lags),
  };
}
