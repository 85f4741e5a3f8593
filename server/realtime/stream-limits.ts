/**
 * How many live streams (Server-Sent Events) one instance keeps open: at most `perAddress` for one client
 * address (an IPv6 subscriber counted by its /64, see addressKey) and `total` in all. Each open stream holds a
 * socket and a file descriptor for as long as the page is open, and the streams are anonymous: without a cap
 * one address opened 1,500 of them (issue 27). Sized for a hall: 2,000 spectators per instance.
 *
 * The caps are read at each opening, so a test (or an operator's restart) changes them without a new limiter.
 */
export type StreamCaps = { perAddress: number; total: number };

/** A place taken: give it back when the stream ends (once; later calls do nothing). */
export type StreamPlace = { release: () => void };

export type StreamRefusal = { refused: 'address' | 'instance'; message: string };

export type StreamLimiter = {
  open: (address: string) => StreamPlace | StreamRefusal;
  /** Streams open now, in all and for one address. */
  count: (address?: string) => number;
};

export function createStreamLimiter(caps: () => StreamCaps): StreamLimiter {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    open(address) {
      const { perAddress, total: max } = caps();
      const mine = byAddress.get(address) ?? 0;
      if (mine >= perAddress)
        return {
          refused: 'address',
          message: `Too many live streams from your address (${perAddress} at most): close a page that follows this tournament, or try again shortly.`,
        };
      if (total >= max)
        return {
          refused: 'instance',
          message:
            'The live results are followed by as many people as this server can take: try again shortly.',
        };
      byAddress.set(address, mine + 1);
      total += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    count: (address) => (address === undefined ? total : (byAddress.get(address) ?? 0)),
  };
}
