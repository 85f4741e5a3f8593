import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/** The id of the inert script element that holds React Router's bootstrap until the page has painted. */
export const BOOTSTRAP_ID = 'rr-hydrate';

const HEAD_END = '</head>';
const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const HREF = /\bhref="([^"]*)"/i;
const MODULE_TYPE = /\stype="module"/i;

/**
 * Takes React Router's script preloads out of the head and returns their addresses, in order. The
 * loader asks for them again once the page has painted.
 */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) hrefs.push(href);
    return '';
  });
  return { head: rest, hrefs };
}

/**
 * The classic script that starts hydration: once the browser reports its first contentful paint (or,
 * if it never does, three seconds after the load event (a busy phone can paint more than a second after
 * it); at once in a background tab), it asks for the
 * preloaded modules and runs the bootstrap, with the nonce the page was served with.
 *
 * A page that says it hydrates on intent (`data-hydrate-on="intent"` on the document: the tournament wizard,
 * decision 0034) runs no framework script until a person reaches into it (a press, a key, a focus, an
 * input), or at once when this browser keeps something for it (`data-hydrate-kept`, a storage key: a draft
 * to restore). Meanwhile its bootstrap says `data-waits="intent"`, and its modules are fetched, not run,
 * one at a time in idle moments once the page has loaded, so the first touch is answered from the browser's cache.
 */
export function hydrationLoader(hrefs: string[]): string {
  // Addresses come from the build's manifest; escaping `<` keeps any of them from closing the script.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return (
    `(()=>{let started=false;const root=document.documentElement;const source=document.getElementById(${JSON.stringify(BOOTSTRAP_ID)});` +
    `const hrefs=${list};const link=(rel,href)=>{const element=document.createElement('link');element.rel=rel;element.href=href;document.head.append(element)};` +
    // One fetched ahead per idle moment: a link added to the head costs the page a style pass, and all of
    // them at once made one long task of a phone's main thread.
    `const ahead=(i)=>{if(started||i>=hrefs.length)return;link('prefetch',hrefs[i]);(typeof requestIdleCallback==='function'?requestIdleCallback:setTimeout)(()=>ahead(i+1))};` +
    `const hydrate=()=>{if(started)return;started=true;if(source.dataset)delete source.dataset.waits;for(const href of hrefs)link('modulepreload',href);const script=document.createElement('script');script.type='module';script.nonce=source.nonce;script.textContent=source.textContent;document.body.append(script)};` +
    `let intent=root.dataset.hydrateOn==='intent';if(intent){try{const key=root.dataset.hydrateKept;if(key&&localStorage.getItem(key))intent=false}catch{}}` +
    `if(intent){source.dataset.waits='intent';for(const type of ['pointerdown','touchstart','keydown','focusin','input','change'])addEventListener(type,hydrate,{capture:true,passive:true});` +
    `const active=document.activeElement;if(active&&active!==document.body&&active!==root)hydrate();` +
    `addEventListener('load',()=>setTimeout(()=>ahead(0),0));return}` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(hydrate,0)}}).observe({type:'paint',buffered:true})}catch{setTimeout(hydrate,0)}` +
    `addEventListener('load',()=>setTimeout(hydrate,document.visibilityState==='hidden'?0:3000))})()`
  );
}

/**
 * Rewrites React Router's module bootstrap (`<script type="module" async>…</script>`) into an inert
 * element that keeps its code and attributes (the nonce among them), followed by the loader.
 */
export function deferBootstrap(openTag: string, code: string, hrefs: string[]): string {
  const attributes = openTag
    .slice(SCRIPT_OPEN.length, -1)
    .replace(/\s(type|async|id)(="[^"]*")?(?=[\s/]|$)/gi, '')
    .trimEnd();
  const nonce = /\snonce="[^"]*"/i.exec(attributes)?.[0] ?? '';
  return (
    `<script${attributes} type="text/x-hydrate" id="${BOOTSTRAP_ID}">${code}${SCRIPT_CLOSE}` +
    `<script${nonce}>${hydrationLoader(hrefs)}${SCRIPT_CLOSE}`
  );
}

/**
 * Paint first, hydrate after. Every page is rendered on the server, so a visitor can read it as soon
 * as the HTML, the stylesheet and the fonts arrive. This transform of the document stream keeps the
 * JavaScript from competing with them: the head loses its script preloads and the body's module
 * bootstrap waits, inert, until the browser has painted (see docs/decisions/0006). Everything else
 * passes through untouched, and a document without a head or a bootstrap comes out as it went in.
 */
export function deferHydration(): Transform {
  const decoder = new StringDecoder('utf8');
  let phase: 'head' | 'body' | 'done' = 'head';
  let pending = '';
  let hrefs: string[] = [];

  /** Returns what can be sent now and keeps in `pending` what may still be part of a tag. */
  function advance(): string {
    let out = '';
    if (phase === 'head') {
      const end = pending.indexOf(HEAD_END);
      if (end === -1) return out;
      const taken = takeModulePreloads(pending.slice(0, end));
      hrefs = taken.hrefs;
      out += taken.head;
      pending = pending.slice(end);
      phase = 'body';
    }
    while (phase === 'body') {
      const open = pending.indexOf(SCRIPT_OPEN);
      if (open === -1) {
        // Hold back a tail that could be the start of `<script`.
        const keep = Math.min(pending.length, SCRIPT_OPEN.length - 1);
        out += pending.slice(0, pending.length - keep);
        pending = pending.slice(pending.length - keep);
        return out;
      }
      out += pending.slice(0, open);
      pending = pending.slice(open);
      const tagEnd = pending.indexOf('>');
      if (tagEnd === -1) return out;
      const openTag = pending.slice(0, tagEnd + 1);
      if (!MODULE_TYPE.test(openTag)) {
        out += openTag;
        pending = pending.slice(tagEnd + 1);
        continue;
      }
      const close = pending.indexOf(SCRIPT_CLOSE, tagEnd);
      if (close === -1) return out;
      out += deferBootstrap(openTag, pending.slice(tagEnd + 1, close), hrefs);
      pending = pending.slice(close + SCRIPT_CLOSE.length);
      phase = 'done';
    }
    out += pending;
    pending = '';
    return out;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Always decoded, so a character cut between two chunks is never split or lost.
      pending += decoder.write(chunk);
      const out = advance();
      callback(null, out ? Buffer.from(out, 'utf8') : undefined);
    },
    flush(callback) {
      const rest = pending + decoder.end();
      pending = '';
      callback(null, rest ? Buffer.from(rest, 'utf8') : undefined);
    },
  });
}
