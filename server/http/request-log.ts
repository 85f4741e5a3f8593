import type { NextFunction, Request, Response } from 'express';

/** One structured line per request, written when the response has finished (or the client went away). */
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
          t: new Date().toISOString(),
          method: req.method,
          path: req.originalUrl.split('?')[0],
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
