import type { NextFunction, Request, Response } from 'express';
import { redactUrl } from './redact';
import { clock } from '@server/clock';

/**
 * One structured line per request, written when the response has finished (or the client went away).
 * The path is logged without its query and with token segments hidden (see redact.ts): no line may let
 * its reader act as someone.
 */
export function requestLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        JSON.stringify({
          t: clock.now().toISOString(),
          method: req.method,
          path: redactUrl(req.originalUrl.split('?')[0] ?? ''),
          status: res.headersSent ? res.statusCode : 499,
          ms: Math.round(ms * 10) / 10,
        }),
      );
    };
    res.on('finish', log);
    res.on('close', log);
    next();
  };
}
