import { useId } from 'react';
import { cn } from '~/lib/cn';

/**
 * The brand's drawn art (issue 30 item 7): what a photo slot shows until the academy puts its own photo in
 * it. Ring-light colour, the ring's ropes, a drawn subject (gloves, a heavy bag, a champion's belt, a ring
 * corner) and one huge condensed word, outlined in gold. Inline SVG and CSS only: no request, no script.
 * Decorative: the page's words say what the section is.
 */
export type Motif = 'gloves' | 'bag' | 'belt' | 'corner';
export type ArtTone = 'gold' | 'red' | 'steel';

const light: Record<ArtTone, string> = {
  gold: 'bg-[radial-gradient(120%_90%_at_78%_8%,rgb(232_185_73/0.42),transparent_55%),radial-gradient(90%_70%_at_0%_100%,rgb(229_40_58/0.22),transparent_60%),linear-gradient(160deg,#171a20,#07080a_70%)]',
  red: 'bg-[radial-gradient(120%_90%_at_78%_8%,rgb(229_40_58/0.45),transparent_55%),radial-gradient(90%_70%_at_0%_100%,rgb(232_185_73/0.2),transparent_60%),linear-gradient(160deg,#171a20,#07080a_70%)]',
  steel:
    'bg-[radial-gradient(120%_90%_at_78%_8%,rgb(181_188_200/0.3),transparent_55%),radial-gradient(90%_70%_at_0%_100%,rgb(232_185_73/0.2),transparent_60%),linear-gradient(160deg,#22262e,#07080a_70%)]',
};

export function BrandArt({
  motif,
  word,
  tone = 'gold',
  className,
}: {
  motif: Motif;
  /** One short word set huge behind the subject: TRAIN, FOCUS, LAGOS… */
  word: string;
  tone?: ArtTone;
  className?: string;
}) {
  return (
    <div aria-hidden className={cn('@container absolute inset-0 overflow-hidden', light[tone], className)}>
      {/* A ring corner draws its own ropes. */}
      {motif === 'corner' ? null : <Ropes />}
      <span className="absolute -bottom-[0.12em] -left-[0.04em] font-display text-[34cqw] leading-[0.8] font-extrabold tracking-tight text-transparent uppercase select-none [-webkit-text-stroke:1.5px_rgb(232_185_73/0.55)]">
        {word}
      </span>
      <svg
        viewBox="0 0 240 240"
        preserveAspectRatio="xMidYMid meet"
        className="absolute inset-y-[8%] right-[6%] h-[84%] w-[64%] drop-shadow-[0_24px_40px_rgb(0_0_0/0.55)]"
      >
        {motif === 'gloves' ? <Gloves /> : null}
        {motif === 'bag' ? <HeavyBag /> : null}
        {motif === 'belt' ? <Belt /> : null}
        {motif === 'corner' ? <Corner /> : null}
      </svg>
    </div>
  );
}

/** Three ring ropes across the frame, in perspective, and a corner post. */
function Ropes() {
  return (
    <svg
      viewBox="0 0 400 400"
      preserveAspectRatio="none"
      className="absolute inset-0 h-full w-full opacity-80"
    >
      <path d="M-10 250 L410 180" stroke="#e8b949" strokeOpacity="0.45" strokeWidth="3" />
      <path d="M-10 300 L410 238" stroke="#e5283a" strokeOpacity="0.45" strokeWidth="3" />
      <path d="M-10 350 L410 296" stroke="#f6f4ef" strokeOpacity="0.25" strokeWidth="3" />
      <rect x="352" y="150" width="12" height="260" rx="3" fill="#e8b949" fillOpacity="0.16" />
    </svg>
  );
}

/** A pair of gloves hung by their laces: one gold, one red (the two corners). */
function Gloves() {
  const id = useId();
  return (
    <g>
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8e3a8" />
          <stop offset="0.45" stopColor="#e8b949" />
          <stop offset="1" stopColor="#7d5a0e" />
        </linearGradient>
        <linearGradient id={`${id}r`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5a66" />
          <stop offset="0.5" stopColor="#e5283a" />
          <stop offset="1" stopColor="#6e0f18" />
        </linearGradient>
      </defs>
      <path
        d="M120 8 L82 58 M120 8 L104 58 M120 8 L150 66 M120 8 L170 64"
        stroke="#f6f4ef"
        strokeOpacity="0.7"
        strokeWidth="1.6"
        fill="none"
      />
      <circle cx="120" cy="8" r="4" fill="#b5bcc8" />
      <Glove x={46} y={56} fill={`url(#${id}g)`} tilt={-8} />
      <Glove x={124} y={64} fill={`url(#${id}r)`} tilt={7} mirrored />
    </g>
  );
}

function Glove({
  x,
  y,
  fill,
  tilt,
  mirrored = false,
}: {
  x: number;
  y: number;
  fill: string;
  tilt: number;
  mirrored?: boolean;
}) {
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${tilt} 36 80)${mirrored ? ' translate(72 0) scale(-1 1)' : ''}`}
    >
      {/* The cuff, with its lace band. */}
      <rect x="10" y="0" width="52" height="40" rx="7" fill={fill} />
      <rect x="10" y="14" width="52" height="7" fill="#07080a" fillOpacity="0.35" />
      {/* The fist and the thumb. */}
      <path d="M6 38 C-6 74 -4 128 22 150 C40 166 70 164 84 142 C100 116 96 72 70 38 Z" fill={fill} />
      <path
        d="M8 62 C-10 70 -12 104 4 118 C12 108 14 84 16 68 Z"
        fill={fill}
        stroke="#07080a"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      {/* Light along the knuckles, a seam down the back. */}
      <path
        d="M24 140 C40 152 64 150 76 134"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M46 44 C52 80 52 112 46 146"
        stroke="#07080a"
        strokeOpacity="0.3"
        strokeWidth="1.5"
        fill="none"
      />
    </g>
  );
}

/** A heavy bag on its chains, banded in gold. */
function HeavyBag() {
  const id = useId();
  return (
    <g>
      <defs>
        <linearGradient id={`${id}b`} x1="0" x2="1">
          <stop offset="0" stopColor="#07080a" />
          <stop offset="0.35" stopColor="#343a45" />
          <stop offset="0.6" stopColor="#22262e" />
          <stop offset="1" stopColor="#07080a" />
        </linearGradient>
      </defs>
      <path
        d="M120 4 L86 44 M120 4 L154 44 M120 4 L120 44"
        stroke="#b5bcc8"
        strokeWidth="2"
        strokeDasharray="5 3"
      />
      <rect
        x="80"
        y="40"
        width="80"
        height="190"
        rx="22"
        fill={`url(#${id}b)`}
        stroke="#e8b949"
        strokeOpacity="0.35"
      />
      <rect x="80" y="62" width="80" height="10" fill="#e8b949" />
      <rect x="80" y="196" width="80" height="10" fill="#e8b949" />
      <text
        x="120"
        y="136"
        textAnchor="middle"
        transform="rotate(-90 120 136)"
        fontFamily="'Barlow Condensed', 'Arial Narrow', sans-serif"
        fontWeight="800"
        fontSize="30"
        letterSpacing="3"
        fill="#e8b949"
      >
        AJBXNG
      </text>
    </g>
  );
}

/** A champion's belt: the centre plate, its side plates and the strap. */
function Belt() {
  const id = useId();
  return (
    <g>
      <defs>
        <radialGradient id={`${id}p`} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#f8e3a8" />
          <stop offset="0.5" stopColor="#e8b949" />
          <stop offset="1" stopColor="#7d5a0e" />
        </radialGradient>
      </defs>
      <path
        d="M4 110 C60 96 180 96 236 110 L236 150 C180 136 60 136 4 150 Z"
        fill="#0e1014"
        stroke="#e8b949"
        strokeOpacity="0.6"
      />
      <rect x="24" y="104" width="34" height="42" rx="6" fill={`url(#${id}p)`} />
      <rect x="182" y="104" width="34" height="42" rx="6" fill={`url(#${id}p)`} />
      <ellipse cx="120" cy="124" rx="62" ry="54" fill={`url(#${id}p)`} />
      <ellipse cx="120" cy="124" rx="48" ry="41" fill="none" stroke="#7d5a0e" strokeWidth="2.5" />
      <ellipse cx="120" cy="124" rx="38" ry="32" fill="#e5283a" />
      <text
        x="120"
        y="138"
        textAnchor="middle"
        fontFamily="'Barlow Condensed', 'Arial Narrow', sans-serif"
        fontWeight="800"
        fontSize="40"
        fill="#f8e3a8"
      >
        AJ
      </text>
    </g>
  );
}

/** A ring's corner: the post, its pad and three ropes running off to both sides. */
function Corner() {
  return (
    <g>
      <path d="M0 96 L120 60 L240 96" stroke="#e8b949" strokeWidth="5" fill="none" />
      <path d="M0 140 L120 104 L240 140" stroke="#e5283a" strokeWidth="5" fill="none" />
      <path d="M0 184 L120 148 L240 184" stroke="#f6f4ef" strokeOpacity="0.8" strokeWidth="5" fill="none" />
      <rect x="108" y="30" width="24" height="210" rx="5" fill="#b5bcc8" />
      <rect x="100" y="48" width="40" height="116" rx="10" fill="#e5283a" />
      <rect x="100" y="92" width="40" height="8" fill="#07080a" fillOpacity="0.3" />
    </g>
  );
}
