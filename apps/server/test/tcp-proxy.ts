import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL or Redis that a test can cut, freeze and restore, to stage
 * an outage without stopping the shared server: cut() drops every open connection and refuses
 * new ones (as a stopped server does); freeze() keeps every connection open, accepts new ones,
 * and forwards nothing either way (as a hung server or a silent network does), until thaw()
 * forwards what waited; restore() accepts connections again on the same port after a cut.
 */
export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
}

export async function startCuttableProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableProxy> {
  const links = new Set<Link>();
  let frozen = false;
  let server: Server;
  const forward = ({ client, upstream }: Link) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  // Unread bytes stay in the sockets' buffers, as they would in a hung server's.
  const hold = ({ client, upstream }: Link) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const link = { client, upstream: connect(target.port, target.host) };
        links.add(link);
        for (const socket of [link.client, link.upstream]) {
          socket.on('error', () => undefined);
          socket.on('close', () => {
            links.delete(link);
            link.client.destroy();
            link.upstream.destroy();
          });
        }
        if (frozen) hold(link);
        else forward(link);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => void (await listen(port)),
    freeze: () => {
      frozen = true;
      links.forEach(hold);
    },
    thaw: () => {
      frozen = false;
      links.forEach(forward);
    },
    close: stop,
  };
}
