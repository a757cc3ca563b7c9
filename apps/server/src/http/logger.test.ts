import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';

function capture(level: string) {
  const lines: { level: number; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg?: string });
      done();
    },
  });
  const options = loggerOptions(level) as pino.LoggerOptions;
  return { log: pino(options, stream), lines };
}

const premature = Object.assign(new Error('Premature close'), {
  code: 'ERR_STREAM_PREMATURE_CLOSE',
});

describe('server logger', () => {
  it('logs a client that left mid-answer at debug level, not as an error', async () => {
    const { log, lines } = capture('debug');
    log.error(premature);
    log.error(new Error('real failure'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'Premature close'],
      [50, 'real failure'],
    ]);
  });

  it('drops such reports entirely at the default info level', async () => {
    const { log, lines } = capture('info');
    log.error(premature);
    log.info('still logging');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => l.msg)).toEqual(['still logging']);
  });
});
