import { createRequire } from 'node:module';
import type { TransportSingleOptions } from 'pino';
import type { Config } from '../config';

/** What decides how log lines are written. */
export interface LogOutputFacts {
  env: Config['env'];
  /** Standard output is a terminal (someone reads it), not a pipe or a file. */
  isTTY: boolean;
  /** Where pino-pretty is installed, or null: see prettyPrinterPath. */
  prettyPrinter: string | null;
}

/**
 * Readable, coloured lines (pino-pretty in pino's worker thread) for a person running the server
 * in a terminal in development; JSON lines otherwise, one object a line, as log collectors want:
 * in production always, when the output goes to a pipe or a file (Docker, systemd, the browser
 * journeys' server), and in tests (which read the JSON, and run without the worker thread).
 * Undefined means pino's default: JSON on standard output.
 */
export function prettyLogTransport(facts: LogOutputFacts): TransportSingleOptions | undefined {
  if (facts.env !== 'development' || !facts.isTTY || facts.prettyPrinter === null) return undefined;
  return {
    target: facts.prettyPrinter,
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

/**
 * pino-pretty's entry file, or null when it is not installed. It is a devDependency: the
 * production image installs none (`npm ci --omit=dev`) and logs JSON. The path is absolute, so
 * pino's worker thread finds it from the bundled dist/main.js as well as from the sources.
 */
export function prettyPrinterPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return null;
  }
}
