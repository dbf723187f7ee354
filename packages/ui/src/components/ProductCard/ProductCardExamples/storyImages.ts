/**
 * Product pictures for the stories (stories only): drawn SVGs as data URIs,
 * because Storybook here has no network and the shop's photos are not in
 * the repository. They stand in for square product photos.
 */

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface SpikeDrawing {
  from: string;
  to: string;
  base: string;
  spike: string;
  /** Spikes per row and their length in px (of 600). */
  count: number;
  length: number;
  strokeWidth: number;
}

/** A strip of spikes fanning up from a base, seen from the front. */
function spikes({ from, to, base, spike, count, length, strokeWidth }: SpikeDrawing): string {
  const lines: string[] = [];
  const left = 110;
  const right = 490;
  for (let index = 0; index < count; index += 1) {
    const x = left + ((right - left) * index) / (count - 1);
    // Alternate left, straight and right leaning spikes, as on real strips.
    for (const lean of [-0.55, 0, 0.55]) {
      const x2 = x + lean * length * 0.6;
      const y2 = 380 - length * (1 - Math.abs(lean) * 0.25);
      lines.push(`<line x1="${x}" y1="380" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`);
    }
  }
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="600" height="600" fill="url(#g)"/>` +
      `<ellipse cx="300" cy="430" rx="230" ry="22" fill="#1c1917" opacity="0.08"/>` +
      `<g stroke="${spike}" stroke-width="${strokeWidth}" stroke-linecap="round">${lines.join('')}</g>` +
      `<rect x="90" y="372" width="420" height="34" rx="8" fill="${base}"/>` +
      `</svg>`,
  );
}

/** A bird net: a diagonal mesh over a sky. */
function net(): string {
  const lines: string[] = [];
  for (let offset = -600; offset <= 600; offset += 44) {
    lines.push(`<line x1="${offset}" y1="0" x2="${offset + 600}" y2="600"/>`);
    lines.push(`<line x1="${offset + 600}" y1="0" x2="${offset}" y2="600"/>`);
  }
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#f0fdf4"/></linearGradient></defs>` +
      `<rect width="600" height="600" fill="url(#g)"/>` +
      `<g stroke="#14532d" stroke-width="3" opacity="0.75">${lines.join('')}</g>` +
      `<rect x="0" y="0" width="600" height="14" fill="#14532d"/>` +
      `</svg>`,
  );
}

export const productImages = {
  steelSpikes: spikes({
    from: '#f0fdf4',
    to: '#dcfce7',
    base: '#57534e',
    spike: '#a8a29e',
    count: 9,
    length: 190,
    strokeWidth: 5,
  }),
  polycarbonateSpikes: spikes({
    from: '#fafaf9',
    to: '#e7e5e4',
    base: '#78716c',
    spike: '#ffffff',
    count: 8,
    length: 170,
    strokeWidth: 9,
  }),
  monkeySpikes: spikes({
    from: '#fff7ed',
    to: '#fed7aa',
    base: '#44403c',
    spike: '#78716c',
    count: 6,
    length: 250,
    strokeWidth: 8,
  }),
  birdNet: net(),
} as const;
