import http from 'node:http';

export interface OpenLoopResult {
  sentPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failures: number;
}

/**
 * An open-loop load generator: request i is due at start + i / rate whether or not earlier
 * ones have answered, and its latency is measured from that due time. A closed-loop tool
 * (autocannon) waits for an answer before sending the next request, so a stall delays the
 * requests behind it without counting them ("coordinated omission"); this does not.
 */
export async function openLoop(options: {
  url: string;
  headers?: Record<string, string>;
  rate: number;
  durationMs: number;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  const total = Math.round((options.rate * options.durationMs) / 1000);
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: options.headers,
          agent,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if ((response.statusCode ?? 500) >= 300) failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        latencies.push(performance.now() - dueAt);
        resolve();
      });
    });

  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      while (sent < total && (sent * 1000) / options.rate <= elapsed) {
        inFlight.push(send(start + (sent * 1000) / options.rate));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const sendingMs = performance.now() - start;
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    sentPerSecond: (sent * 1000) / sendingMs,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: latencies.at(-1) ?? 0,
    failures,
  };
}
