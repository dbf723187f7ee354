/**
 * One measurement of `pnpm bench:api`: autocannon against one path (or a rotation of paths) for a few rounds;
 * the median round is reported. p95 comes from every response's own time (autocannon's summary stops at
 * p90 and p97.5).
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

/** A fixed path, a rotation of paths (each connection walks the list), or a new path for every request. */
export type Target = { path: string } | { paths: readonly string[] } | { nextPath: () => string };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** What a browser sends: kept answers go out as their brotli bytes. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

async function round(baseUrl: string, target: Target, { connections, seconds }: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const requests =
    'path' in target
      ? undefined
      : 'paths' in target
        ? target.paths.map((path) => ({ path }))
        : [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: target.nextPath() }) }];
  const options: autocannon.Options = {
    url: 'path' in target ? `${baseUrl}${target.path}` : baseUrl,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    ...(requests ? { requests } : {}),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error as Error) : resolve(finished)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function medians(rounds: readonly LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** A short warm-up (plans, caches, JIT), then the rounds; medians of each figure. */
export async function measure(baseUrl: string, target: Target, options: LoadOptions): Promise<LoadResult> {
  await round(baseUrl, target, { ...options, seconds: 1 });
  const rounds: LoadResult[] = [];
  for (let index = 0; index < options.rounds; index++) rounds.push(await round(baseUrl, target, options));
  return medians(rounds);
}

/**
 * The shop and its ceiling (the same answers from a bare server) under the same load, their rounds taken in
 * turn, so whatever else the machine does in those seconds weighs on both alike. The share is the median of
 * each pair's own ratio (a round of the shop over the ceiling's round just before it), which a busy minute
 * moves less than the ratio of the two medians.
 */
export async function measureBeside(
  baseUrl: string,
  ceilingUrl: string,
  target: Target,
  options: LoadOptions,
): Promise<{ shop: LoadResult; ceiling: LoadResult; share: number }> {
  await round(ceilingUrl, target, { ...options, seconds: 1 });
  await round(baseUrl, target, { ...options, seconds: 1 });
  const shop: LoadResult[] = [];
  const ceiling: LoadResult[] = [];
  for (let index = 0; index < options.rounds; index++) {
    ceiling.push(await round(ceilingUrl, target, options));
    shop.push(await round(baseUrl, target, options));
  }
  const shares = shop.map((result, index) => result.requestsPerSecond / ceiling[index]!.requestsPerSecond);
  return { shop: medians(shop), ceiling: medians(ceiling), share: median(shares) };
}
