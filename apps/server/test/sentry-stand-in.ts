import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A local stand-in for Sentry's ingestion endpoint (POST /api/{project}/envelope/), so both
 * SDKs can be run for real: it parses each envelope (newline-separated JSON: a header, then an
 * item header and payload per item) and keeps the items. GET /received lists them as JSON, for
 * the browser journeys. It answers CORS like Sentry does, since browsers post from the app's
 * origin.
 */

export interface ReceivedItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface SentryStandIn {
  /** A DSN whose reports land here. */
  dsn: string;
  received(): ReceivedItem[];
  close(): Promise<void>;
}

export async function startSentryStandIn({ port = 0 } = {}): Promise<SentryStandIn> {
  const items: ReceivedItem[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method === 'GET' && req.url === '/received') return json(res, items);
    if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
      void readBody(req).then((body) => {
        items.push(...parseEnvelope(body));
        json(res, {});
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    dsn: `http://fairwaypublickey@127.0.0.1:${address.port}/1`,
    received: () => items,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Items of an envelope; lines that are not JSON (binary attachments, replays) are skipped. */
export function parseEnvelope(body: string): ReceivedItem[] {
  const lines = body.split('\n');
  const items: ReceivedItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i]!) as { type: string };
      items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) });
    } catch {
      // A binary payload (a session replay's recording) is not needed by the tests.
    }
  }
  return items;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

function json(res: ServerResponse, body: unknown) {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}
