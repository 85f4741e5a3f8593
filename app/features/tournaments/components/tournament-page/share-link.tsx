import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { shareWords } from './share-words';

/**
 * The tournament's address, to share: shown as text anyone can select (it works without JavaScript), with
 * a Copy link button once the page's script runs.
 */
export function ShareLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // Clipboard refused (an insecure page, a browser setting): the address is there to select by hand.
      setCopied('failed');
    }
  }

  return (
    <div data-share-link="">
      <label htmlFor="share-url" className="text-sm font-semibold text-ink-300">
        Share this tournament
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="share-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-white/15 bg-white/5 px-3.5 py-2.5 font-mono text-sm text-white focus:border-gold-400 focus:outline-none focus:ring-3 focus:ring-gold-400/40"
        />
        {/* In the page from the start, hidden until a script can copy (React's, or the document's own:
            document-scripts/share-link.ts, which runs this same markup). */}
        <Button
          variant="outline"
          className="text-white"
          hidden={!hydrated}
          data-share-copy=""
          onClick={() => void copy()}
        >
          <span className="inline-flex items-center gap-2" hidden={copied === 'yes'} data-share-when="ready">
            <Copy aria-hidden />
            Copy link
          </span>
          <span className="inline-flex items-center gap-2" hidden={copied !== 'yes'} data-share-when="copied">
            <Check aria-hidden />
            Copied
          </span>
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-gold-300" data-share-status="">
        {copied === 'yes' ? shareWords.copied : copied === 'failed' ? shareWords.failed : ''}
      </p>
    </div>
  );
}
