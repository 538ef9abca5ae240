// The load process (load-process.cjs) requires this file to spread chat posts
// over every member of every bench group, so the rate limit (10 messages a minute per member and
// group, docs/rules.md "Chat") is not what gets measured. bench/run.ts writes the posters.
// It is required by CommonJS code, so it is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs');

const posters = JSON.parse(readFileSync(process.env.BENCH_CHAT_POSTERS, 'utf8'));
let next = 0;

module.exports = function setupRequest(request) {
  const poster = posters[next % posters.length];
  next += 1;
  return {
    ...request,
    path: poster.path,
    headers: { ...request.headers, authorization: poster.authorization },
  };
};
