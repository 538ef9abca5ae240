// The load generator, in its own process (bench/http-load.ts starts it), so the figures are what
// a client sees: the server's process does not also generate the load or share its event loop.
// It takes autocannon's options as JSON in argv[2] with two file paths instead of functions:
// `setupClientFile` (skip-body.cjs) and `setupRequestFile` (e.g. chat-request.cjs). It warms up
// for `warmupSeconds`, measures for `duration` and prints the summary as one JSON line.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

async function main() {
  const { setupClientFile, setupRequestFile, warmupSeconds, ...options } = JSON.parse(
    process.argv[2],
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const setupClient = require(setupClientFile);
  const requests = setupRequestFile
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      [{ method: options.method, body: options.body, setupRequest: require(setupRequestFile) }]
    : undefined;
  const run = (duration) => autocannon({ ...options, setupClient, requests, duration });
  await run(warmupSeconds);
  const result = await run(options.duration);
  process.stdout.write(
    `${JSON.stringify({
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      bytesPerSecond: result.throughput.average,
    })}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
