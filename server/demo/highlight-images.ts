import sharp from 'sharp';

/**
 * The demo event's highlight pictures (issue 30 item 6): made at seeding, not shipped, so that the hub's
 * Highlights show real files served like any organiser's upload. Each is the brand's own drawing of the
 * night — the ring under a spotlight, its ropes and corner posts, the crowd's silhouettes — with the moment
 * written on it, rendered from SVG to WebP by sharp. Deterministic: the same
 * highlight is the same picture on every fresh demo.
 */

export type HighlightPicture = {
  /** The small line above the headline, e.g. "AJ Elite Cup · Semi-final". */
  kicker: string;
  /** The moment, short: e.g. "KO in round 3". */
  headline: string;
  /** The boxer or bout it is about. */
  byline: string;
  /** The colour the scene is lit with. */
  accent: 'gold' | 'red' | 'blue' | 'green';
  /** Varies the crowd and the light. */
  seed: number;
};

const WIDTH = 1280;
const HEIGHT = 720;
const ACCENTS = { gold: '#e8b949', red: '#e5283a', blue: '#2f6fe4', green: '#0f9d58' } as const;
const FONT = "'Liberation Sans Narrow', 'Arial Narrow', 'DejaVu Sans Condensed', Arial, sans-serif";

/** A small repeatable random sequence (a linear congruential generator). */
function sequence(seed: number) {
  let state = (seed * 2_654_435_761) % 4_294_967_296;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The crowd in the foreground: heads and shoulders in silhouette, a row behind a row. */
function crowd(random: () => number): string {
  const shapes: string[] = [];
  for (const [row, y, tone] of [
    [0, 640, '#11141a'],
    [1, 690, '#07080a'],
  ] as const) {
    for (let x = -20 + row * 30; x < WIDTH + 40; x += 56 + random() * 18) {
      const h = y - random() * 22;
      const r = 17 + random() * 6;
      shapes.push(
        `<circle cx="${x.toFixed(0)}" cy="${(h - r - 30).toFixed(0)}" r="${r.toFixed(0)}" fill="${tone}"/>`,
        `<rect x="${(x - r * 1.7).toFixed(0)}" y="${(h - 34).toFixed(0)}" width="${(r * 3.4).toFixed(0)}" height="120" rx="${(r * 1.2).toFixed(0)}" fill="${tone}"/>`,
      );
    }
  }
  return shapes.join('');
}

function svgOf(picture: HighlightPicture): string {
  const accent = ACCENTS[picture.accent];
  const random = sequence(picture.seed + 7);
  const light = 520 + random() * 240;
  // The ring in perspective: the canvas, three ropes a side, a red and a blue corner post.
  const ropes = [0, 1, 2]
    .map((i) => {
      const y = 300 + i * 46;
      return `<path d="M150 ${y + 40} L640 ${y - 8} L1130 ${y + 40}" fill="none" stroke="${i === 1 ? accent : '#f4f1ea'}" stroke-opacity="${i === 1 ? 0.95 : 0.75}" stroke-width="${7 - i}" stroke-linecap="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="spot" cx="${(light / WIDTH).toFixed(3)}" cy="0" r="0.9">
      <stop offset="0" stop-color="#fff6dc" stop-opacity="0.55"/>
      <stop offset="0.35" stop-color="${accent}" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#07080a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#171a20"/>
      <stop offset="1" stop-color="#07080a"/>
    </linearGradient>
    <linearGradient id="canvas" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a2f39"/>
      <stop offset="1" stop-color="#14171d"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/>
  <polygon points="${light - 90},0 ${light + 90},0 ${light + 420},720 ${light - 420},720" fill="#fff6dc" opacity="0.05"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#spot)"/>
  <polygon points="120,470 640,380 1160,470 1240,560 40,560" fill="url(#canvas)"/>
  <ellipse cx="640" cy="470" rx="150" ry="36" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="4"/>
  <rect x="136" y="300" width="16" height="250" rx="4" fill="#b81b2b"/>
  <rect x="1128" y="300" width="16" height="250" rx="4" fill="#1f4fb8"/>
  <rect x="634" y="262" width="12" height="130" rx="3" fill="#d9d6cf" opacity="0.6"/>
  ${ropes}
  ${crowd(random)}
  <rect x="0" y="0" width="10" height="${HEIGHT}" fill="${accent}"/>
  <text x="64" y="96" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="6" fill="${accent}">${escapeXml(picture.kicker.toUpperCase())}</text>
  <text x="62" y="190" font-family="${FONT}" font-size="92" font-weight="700" fill="#ffffff">${escapeXml(picture.headline.toUpperCase())}</text>
  <text x="64" y="246" font-family="${FONT}" font-size="38" font-weight="700" fill="#b5bcc8">${escapeXml(picture.byline)}</text>
  <text x="1216" y="96" text-anchor="end" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="4" fill="#ffffff" opacity="0.85">AJBXNG</text>
</svg>`;
}

/** One highlight as a WebP of 1280×720 (tens of kB). */
export function highlightPicture(picture: HighlightPicture): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(picture)))
    .webp({ quality: 80 })
    .toBuffer();
}
