import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_ID,
  deferBootstrap,
  deferHydration,
  hydrationLoader,
  takeModulePreloads,
} from './defer-hydration.server';

const bootstrap = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js" nonce="n1"/>' +
  '</head><body><p>Ọmọ ₦350,000</p><script nonce="n1">window.__context = {"a":"\\u003cscript"};</script>' +
  `<script nonce="n1" type="module" async="">${bootstrap}</script>` +
  '<script>$RC("B:0","S:0")</script><script type="module">later()</script></body></html>';

/** Sends `html` through the transform cut into pieces of `size` bytes, as a network stream would. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(deferHydration()));
}

describe('deferHydration', () => {
  it('takes the script preloads out of the head and leaves the rest of it', async () => {
    const out = await through(page, 1 << 16);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it('turns the module bootstrap into an inert element with its nonce, followed by the loader', async () => {
    const out = await through(page, 1 << 16);
    expect(out).toContain(
      `<script nonce="n1" type="text/x-hydrate" id="${BOOTSTRAP_ID}">${bootstrap}</script><script nonce="n1">`,
    );
    expect(out).not.toContain('type="module" async=""');
    // The loader asks for the head's preloads, in order.
    expect(out).toContain('["/assets/a.js","/assets/b.js"]');
  });

  it('leaves other scripts, later module scripts and the text alone', async () => {
    const out = await through(page, 1 << 16);
    expect(out).toContain(
      '<p>Ọmọ ₦350,000</p><script nonce="n1">window.__context = {"a":"\\u003cscript"};</script>',
    );
    expect(out).toContain(
      '<script>$RC("B:0","S:0")</script><script type="module">later()</script></body></html>',
    );
  });

  it('gives the same document however the stream is cut, multi-byte characters included', async () => {
    const whole = await through(page, 1 << 16);
    for (const size of [1, 2, 3, 7, 64]) expect(await through(page, size)).toBe(whole);
  });

  it('passes a document without a head, or without a bootstrap, through unchanged', async () => {
    const fragment = '<p>no head here ₦</p><script type="module">x()</script>';
    expect(await through(fragment, 5)).toBe(fragment);
    const plain = '<html><head><title>t</title></head><body><script>y()</script><p>₦</p></body></html>';
    expect(await through(plain, 3)).toBe(plain);
  });
});

describe('takeModulePreloads', () => {
  it('returns the addresses in order, whatever the attribute order', () => {
    const { head, hrefs } = takeModulePreloads(
      '<meta charset="utf-8"/><link href="/x.js" rel="modulepreload"/><link rel="modulepreload" fetchpriority="low" href="/y.js"/>',
    );
    expect(hrefs).toEqual(['/x.js', '/y.js']);
    expect(head).toBe('<meta charset="utf-8"/>');
  });
});

describe('deferBootstrap', () => {
  it('keeps the bootstrap without a nonce when there is none (prerendered pages get theirs when sent)', () => {
    const out = deferBootstrap('<script type="module" async="">', 'go()', []);
    expect(out.startsWith(`<script type="text/x-hydrate" id="${BOOTSTRAP_ID}">go()</script><script>`)).toBe(
      true,
    );
  });
});

/** Runs the loader against a fake browser and reports what it did. */
function runLoader(options: {
  hidden?: boolean;
  observer?: boolean;
  hydrateOn?: 'intent';
  kept?: Record<string, string>;
  focused?: boolean;
}) {
  const appended: {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    nonce?: string;
    textContent?: string;
  }[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const bootstrap: { nonce: string; textContent: string; dataset: Record<string, string> } = {
    nonce: 'n1',
    textContent: 'boot()',
    dataset: {},
  };
  const root = {
    dataset: options.hydrateOn
      ? { hydrateOn: options.hydrateOn, hydrateKept: 'wizard-draft' }
      : ({} as Record<string, string>),
  };
  const body = { append: (e: (typeof appended)[number]) => appended.push(e) };
  let observed:
    ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
  const element = (tag: string) => ({ tag }) as (typeof appended)[number];
  const context = {
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      documentElement: root,
      activeElement: options.focused ? { tag: 'input' } : body,
      getElementById: (id: string) => (id === BOOTSTRAP_ID ? bootstrap : null),
      createElement: element,
      head: { append: (e: (typeof appended)[number]) => appended.push(e) },
      body,
    },
    localStorage: { getItem: (key: string) => options.kept?.[key] ?? null },
    setTimeout: (fn: () => void) => timers.push(fn),
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    PerformanceObserver:
      options.observer === false
        ? undefined
        : class {
            constructor(callback: typeof observed) {
              observed = callback;
            }
            observe() {}
          },
  };
  runInNewContext(hydrationLoader(['/assets/a.js', '/assets/b.js']), context);
  return {
    appended,
    paint: () =>
      observed?.(
        { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
        { disconnect() {} },
      ),
    load: () => listeners.load?.forEach((fn) => fn()),
    fire: (type: string) => listeners[type]?.forEach((fn) => fn()),
    runTimers: () => {
      while (timers.length) timers.splice(0).forEach((fn) => fn());
    },
    bootstrap,
  };
}

describe('hydrationLoader', () => {
  it('waits for the first contentful paint, then preloads the modules and runs the bootstrap once', () => {
    const browser = runLoader({});
    browser.runTimers();
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.runTimers();
    expect(browser.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/b.js' },
      { tag: 'script', type: 'module', nonce: 'n1', textContent: 'boot()' },
    ]);
    browser.load();
    browser.runTimers();
    expect(browser.appended).toHaveLength(3);
  });

  it('still hydrates after the load event when no paint is reported, and at once without an observer', () => {
    const noPaint = runLoader({});
    noPaint.load();
    noPaint.runTimers();
    expect(noPaint.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
    const old = runLoader({ observer: false });
    old.runTimers();
    expect(old.appended.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });

  it('on a page that hydrates on intent, runs nothing until a person reaches into it, then hydrates once', () => {
    const browser = runLoader({ hydrateOn: 'intent' });
    expect(browser.bootstrap.dataset.waits).toBe('intent');
    browser.paint();
    browser.load();
    browser.runTimers();
    // Fetched ahead for the first touch, not run.
    expect(browser.appended).toEqual([
      { tag: 'link', rel: 'prefetch', href: '/assets/a.js' },
      { tag: 'link', rel: 'prefetch', href: '/assets/b.js' },
    ]);
    browser.fire('focusin');
    browser.fire('pointerdown');
    expect(browser.appended.slice(2).map((e) => e.rel ?? e.type)).toEqual([
      'modulepreload',
      'modulepreload',
      'module',
    ]);
    expect(browser.bootstrap.dataset.waits).toBeUndefined();
  });

  it('on such a page, hydrates at once when this browser keeps a draft for it or a field already has focus', () => {
    const kept = runLoader({ hydrateOn: 'intent', kept: { 'wizard-draft': '{}' } });
    expect(kept.bootstrap.dataset.waits).toBeUndefined();
    kept.paint();
    kept.runTimers();
    expect(kept.appended.map((e) => e.rel ?? e.type)).toEqual(['modulepreload', 'modulepreload', 'module']);
    const focused = runLoader({ hydrateOn: 'intent', focused: true });
    expect(focused.appended.map((e) => e.rel ?? e.type)).toEqual([
      'modulepreload',
      'modulepreload',
      'module',
    ]);
  });
});
