// The load process (load-process.cjs) requires this file as autocannon's setupClient (it cannot be handed a
// function). autocannon keeps every response body as a string, `body += chunk` per chunk, which
// decodes gzip bytes as UTF-8: about 90 MB/s on one thread here, so a 12 KB body was capped
// near 7,000 responses a second and a 240 KB one near 350 whatever the server did. No check
// of the bench reads the bodies, so the client counts their bytes and drops them.
module.exports = function setupClient(client) {
  client.pipelinedRequests.addBody = () => {};
};
