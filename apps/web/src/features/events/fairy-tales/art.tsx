/*
 * Fairy Tales header art: an open pop-up picture book on a watercolour sky. The paper scene that
 * stands up from its pages follows the sub-page (a mushroom cottage among trees, a castle with
 * pennants, waves with a whale and a little boat), and so do the colours. A fairy light drifts
 * around the book and the hand-drawn stars twinkle. Ink outlines and a paper grain keep the
 * storybook look.
 */

interface Palette {
  skyTop: string;
  skyLow: string;
  wash: string;
  hill: string;
  cover: string;
  light: string;
}

const FOREST: Palette = {
  skyTop: '#16302a',
  skyLow: '#5f8a5a',
  wash: '#b9d98a',
  hill: '#7aa85e',
  cover: '#5a3a24',
  light: '#fff2a8',
};

const PALETTES: Record<string, Palette> = {
  forest: FOREST,
  castle: {
    skyTop: '#231a40',
    skyLow: '#8a5a8a',
    wash: '#f0b6d8',
    hill: '#8f7fb0',
    cover: '#4a2a52',
    light: '#ffe0f4',
  },
  sea: {
    skyTop: '#0c2540',
    skyLow: '#3f8aa0',
    wash: '#a8e6e0',
    hill: '#2f7f9a',
    cover: '#1f3a5a',
    light: '#d8fff8',
  },
};

const INK = '#2e2118';

function Sparkle({
  x,
  y,
  size,
  className,
}: {
  x: number;
  y: number;
  size: number;
  className?: string;
}) {
  const s = size;
  const q = size / 4;
  return (
    <path
      className={className}
      d={`M${x} ${y - s}L${x + q} ${y - q}L${x + s} ${y}L${x + q} ${y + q}L${x} ${y + s}L${x - q} ${y + q}L${x - s} ${y}L${x - q} ${y - q}Z`}
    />
  );
}

function ForestPopup({ p }: { p: Palette }) {
  return (
    <g stroke={INK} strokeWidth="2" strokeLinejoin="round">
      <path d="M628 214C664 188 708 182 760 184C812 182 856 188 892 214Z" fill={p.hill} />
      {/* Round tree on the left */}
      <path d="M652 214V148H664V214Z" fill="#7a5236" />
      <circle cx="658" cy="132" r="32" fill="#4e8a5a" />
      <circle cx="636" cy="150" r="18" fill="#5f9e62" />
      <circle cx="682" cy="152" r="16" fill="#5f9e62" />
      {/* Tall pine on the right */}
      <path d="M866 214V186H876V214Z" fill="#7a5236" />
      <path
        d="M871 74L896 124H882L908 164H890L918 192H824L852 164H834L860 124H846Z"
        fill="#3f7a52"
      />
      {/* The mushroom cottage */}
      <path d="M734 214V168C734 160 786 160 786 168V214Z" fill="#f3e4c6" />
      <path d="M712 172C712 128 808 128 808 172C784 164 736 164 712 172Z" fill="#d0604a" />
      <path d="M752 214V198C752 190 768 190 768 198V214Z" fill="#6b4a32" />
      <circle cx="776" cy="182" r="6" fill="#ffd98a" />
      <g fill="#fff7ea" stroke="none">
        <circle cx="736" cy="152" r="5" />
        <circle cx="760" cy="142" r="6" />
        <circle cx="786" cy="154" r="4.5" />
      </g>
      {/* Little toadstools */}
      <path d="M700 214V204M708 214V206" />
      <path
        d="M694 205C694 196 706 196 706 205ZM703 207C703 200 713 200 713 207Z"
        fill="#d0604a"
        strokeWidth="1.5"
      />
    </g>
  );
}

function CastlePopup({ p }: { p: Palette }) {
  return (
    <g stroke={INK} strokeWidth="2" strokeLinejoin="round">
      <path d="M628 214C664 190 708 184 760 186C812 184 856 190 892 214Z" fill={p.hill} />
      {/* Towers with cone roofs and pennants */}
      <path d="M680 200V112H714V200Z" fill="#d9cbe8" />
      <path d="M672 114L697 58L722 114Z" fill="#d86a8a" />
      <path d="M697 58V40" />
      <path d="M697 40L716 45L697 51Z" fill="#ffd27a" className="ft-pennant" />
      <path d="M806 200V106H842V200Z" fill="#d9cbe8" />
      <path d="M798 108L824 46L850 108Z" fill="#d86a8a" />
      <path d="M824 46V28" />
      <path d="M824 28L845 33L824 39Z" fill="#ffd27a" className="ft-pennant" />
      {/* The keep */}
      <path
        d="M722 202V124H730V116H740V124H750V116H760V124H770V116H780V124H790V116H800V202Z"
        fill="#e8dcf2"
      />
      <path d="M746 202V176C746 166 776 166 776 176V202Z" fill="#6b4a5a" />
      <path d="M761 168V202" strokeWidth="1.5" />
      <g fill="#ffe7a0">
        <path d="M692 140V128C692 122 702 122 702 128V140Z" />
        <path d="M818 124V112C818 106 830 106 830 112V124Z" />
        <path d="M738 150V140C738 134 746 134 746 140V150Z" />
        <path d="M776 150V140C776 134 784 134 784 140V150Z" />
      </g>
      <path
        d="M640 214C656 204 664 204 676 214ZM850 214C862 202 876 202 888 214Z"
        fill="#6f9e5a"
        strokeWidth="1.5"
      />
    </g>
  );
}

/** Scalloped paper wave from x to x + n·w at height y, down to the pages. */
function wave(x: number, y: number, w: number, n: number, h: number) {
  let d = `M${x} 214V${y}`;
  for (let i = 0; i < n; i++) d += `q${w / 2} ${-h} ${w} 0`;
  return `${d}V214Z`;
}

function SeaPopup({ p }: { p: Palette }) {
  return (
    <g stroke={INK} strokeWidth="2" strokeLinejoin="round">
      <circle cx="872" cy="86" r="26" fill="#fdf3d2" />
      <path d={wave(626, 176, 34, 8, 16)} fill={p.hill} />
      {/* A whale tail rising from the sea */}
      <path
        className="ft-tail"
        d="M700 180C698 160 692 148 674 138C690 138 700 146 704 154C708 146 718 138 734 138C716 148 710 160 708 180Z"
        fill="#3e6f8e"
      />
      {/* A little sailboat */}
      <g className="ft-boat">
        <path d="M786 176H852L840 192H798Z" fill="#9a6a44" />
        <path d="M818 176V116" />
        <path d="M820 120L848 170H820Z" fill="#fbf2dc" />
        <path d="M816 126L794 170H816Z" fill="#f3c8a0" />
      </g>
      <path d={wave(618, 198, 40, 7, 14)} fill="#5fb8c4" />
      <g fill="#e8fbff" stroke="none">
        <circle cx="664" cy="206" r="2" />
        <circle cx="742" cy="204" r="2" />
        <circle cx="820" cy="207" r="2" />
      </g>
    </g>
  );
}

/** Header art of Fairy Tales: the pop-up book opened at the forest, the castle or the sea. */
export function FairyTalesArt({ page }: { page: string }) {
  const p = PALETTES[page] ?? FOREST;
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      className={`ft-art ft-art--${page}`}
    >
      <defs>
        <linearGradient id="ft-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.skyTop} />
          <stop offset="1" stopColor={p.skyLow} />
        </linearGradient>
        <radialGradient id="ft-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={p.light} stopOpacity="1" />
          <stop offset="0.35" stopColor={p.light} stopOpacity="0.55" />
          <stop offset="1" stopColor={p.light} stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ft-page" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbf1da" />
          <stop offset="1" stopColor="#e8d6b0" />
        </linearGradient>
        <filter id="ft-soft" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="18" />
        </filter>
        <filter id="ft-grain" x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" />
          <feColorMatrix values="0 0 0 0 0.2  0 0 0 0 0.15  0 0 0 0 0.1  0 0 0 0.09 0" />
        </filter>
      </defs>
      <g className="ft-scene">
        <rect width="1200" height="260" fill="url(#ft-sky)" />
        {/* Watercolour washes */}
        <g fill={p.wash} filter="url(#ft-soft)">
          <ellipse cx="760" cy="120" rx="240" ry="90" opacity="0.16" />
          <ellipse cx="980" cy="60" rx="160" ry="40" opacity="0.1" />
          <ellipse cx="420" cy="210" rx="260" ry="50" opacity="0.08" />
        </g>
        {/* Hand-drawn stars */}
        <g fill={p.light}>
          <Sparkle x={560} y={52} size={7} className="ft-twinkle" />
          <Sparkle x={980} y={40} size={9} className="ft-twinkle ft-twinkle--b" />
          <Sparkle x={1080} y={120} size={6} className="ft-twinkle ft-twinkle--c" />
          <Sparkle x={640} y={28} size={5} className="ft-twinkle ft-twinkle--c" />
          <Sparkle x={920} y={160} size={5} className="ft-twinkle" />
          <Sparkle x={460} y={100} size={5} className="ft-twinkle ft-twinkle--b" />
        </g>
        {/* The open book with its pop-up, drawn large and set inside the strip a header shows */}
        <g transform="translate(91.2 5.4) scale(0.88)">
          <path
            d="M586 238C646 230 708 232 760 250C812 232 874 230 934 238L936 247C874 240 812 242 760 258C708 242 646 240 584 247Z"
            fill={p.cover}
            stroke={INK}
            strokeWidth="2"
          />
          <path
            d="M596 234C648 226 708 228 760 244C812 228 872 226 924 234L926 240C872 232 812 234 760 250C708 234 648 232 594 240Z"
            fill="#dcc79c"
            stroke={INK}
            strokeWidth="1.5"
          />
          <g fill="url(#ft-page)" stroke={INK} strokeWidth="2" strokeLinejoin="round">
            <path d="M760 212C712 200 656 198 614 206L596 234C648 226 708 228 760 244Z" />
            <path d="M760 212C808 200 864 198 906 206L924 234C872 226 812 228 760 244Z" />
          </g>
          {page === 'castle' ? (
            <CastlePopup p={p} />
          ) : page === 'sea' ? (
            <SeaPopup p={p} />
          ) : (
            <ForestPopup p={p} />
          )}
          <g fill="none" stroke="#b89f74" strokeWidth="1.2" strokeLinecap="round">
            <path d="M628 226C664 220 704 221 736 230" />
            <path d="M784 230C816 221 856 220 892 226" />
          </g>
          <path
            d="M764 250L768 262L773 255L778 262L776 249"
            fill="#c8423a"
            stroke={INK}
            strokeWidth="1.5"
          />
        </g>
        {/* The fairy light drifting around the book */}
        <g className="ft-fairy">
          <circle cx="690" cy="96" r="22" fill="url(#ft-glow)" />
          <circle cx="690" cy="96" r="3.5" fill="#fffdf2" />
          <g fill={p.light} opacity="0.8">
            <circle cx="676" cy="104" r="1.6" />
            <circle cx="666" cy="110" r="1.2" />
            <circle cx="658" cy="114" r="0.9" />
          </g>
        </g>
        <rect width="1200" height="260" filter="url(#ft-grain)" />
      </g>
    </svg>
  );
}
