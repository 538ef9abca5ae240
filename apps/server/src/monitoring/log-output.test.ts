import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prettyLogTransport, prettyPrinterPath, type LogOutputFacts } from './log-output';

const installed = prettyPrinterPath();
const atTerminal: LogOutputFacts = { env: 'development', isTTY: true, prettyPrinter: installed };

describe('how log lines are written', () => {
  it('finds pino-pretty in a development install', () => {
    expect(installed).toMatch(/pino-pretty/);
  });

  it('prints readable lines for a person at a terminal in development', () => {
    expect(prettyLogTransport(atTerminal)).toMatchObject({ target: installed });
  });

  it('writes JSON lines in production, to a pipe or a file, in tests, and without pino-pretty', () => {
    for (const facts of [
      { ...atTerminal, env: 'production' },
      { ...atTerminal, isTTY: false },
      { ...atTerminal, env: 'test' },
      { ...atTerminal, prettyPrinter: null },
    ] satisfies LogOutputFacts[])
      expect({ facts, transport: prettyLogTransport(facts) }).toEqual({
        facts,
        transport: undefined,
      });
  });

  it('turns a log line into "time LEVEL: message" with its fields below', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fairway-log-')), 'out.log');
    const decided = prettyLogTransport(atTerminal)!;
    const transport = pino.transport({
      ...decided,
      // The decided options, written to a file without colours so the test can read them.
      options: { ...decided.options, destination: file, colorize: false },
    });
    const logger = pino(transport);
    logger.info({ signal: 'SIGTERM' }, 'shutting down');
    transport.end();
    await once(transport, 'close');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: shutting down\n\s+signal: "SIGTERM"\n$/);
  });
});
