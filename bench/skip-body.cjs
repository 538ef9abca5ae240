// The load process (load-process.cjs) requires this file as autocannon's setupClient (it cannot be handed a
// function). autocannon keeps every response body as a string, `body += chunk` per chunk, which
// decodes gzip bytes as UTF-8 on one thread: that capped large bodies whatever the server did
// (figures in docs/performance.md, "2026-11-24"). No check of the bench reads the bodies, so
// the client counts their bytes and drops them.
module.exports = function setupClient(client) {
  client.pipelinedRequests.addBody = () => {};
};
