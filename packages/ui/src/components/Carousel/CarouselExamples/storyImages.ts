/**
 * Pictures for the Carousel and Lightbox stories (stories only): small drawn
 * SVGs as data URIs, because Storybook here has no network and the shop's
 * photos are not in the repository. They stand in for installation photos,
 * product shots and client logos.
 */

const toDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export interface SceneColours {
  skyTop: string;
  skyBottom: string;
  wall: string;
  wallShade: string;
  spike: string;
  sun: string;
}

export const scenePalettes = {
  morning: { skyTop: '#bfdbfe', skyBottom: '#eff6ff', wall: '#d6d3d1', wallShade: '#a8a29e', spike: '#57534e', sun: '#fed7aa' },
  noon: { skyTop: '#93c5fd', skyBottom: '#e0f2fe', wall: '#e7e5e4', wallShade: '#78716c', spike: '#44403c', sun: '#fde68a' },
  evening: { skyTop: '#fdba74', skyBottom: '#ffedd5', wall: '#a8a29e', wallShade: '#57534e', spike: '#292524', sun: '#fff7ed' },
  monsoon: { skyTop: '#94a3b8', skyBottom: '#e2e8f0', wall: '#cbd5e1', wallShade: '#64748b', spike: '#1e293b', sun: '#f1f5f9' },
  green: { skyTop: '#bbf7d0', skyBottom: '#f0fdf4', wall: '#d6d3d1', wallShade: '#78716c', spike: '#14532d', sun: '#fefce8' },
} satisfies Record<string, SceneColours>;

export type SceneKind = 'parapet' | 'net' | 'roof' | 'pigeon' | 'monkey';

/** A fan of three spikes from one base point, as on polycarbonate and steel strips. */
function spikeFan(x: number, y: number, length: number): string {
  return [-0.5, 0, 0.5]
    .map((lean) => {
      const x2 = x + lean * length * 0.7;
      const y2 = y - length * (1 - Math.abs(lean) * 0.3);
      return `<line x1="${x}" y1="${y}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
    })
    .join('');
}

function spikeRow(from: number, to: number, y: number, length: number, spacing: number): string {
  const fans: string[] = [];
  for (let x = from; x <= to; x += spacing) fans.push(spikeFan(x, y, length));
  return fans.join('');
}

const pigeon = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">` +
  `<ellipse cx="0" cy="0" rx="46" ry="28"/><circle cx="40" cy="-30" r="17"/>` +
  `<path d="M55 -32 l16 5 -16 4z"/><path d="M-40 -6 l-44 -10 10 26z"/>` +
  `<path d="M-6 26 v18 M10 26 v18" stroke="${fill}" stroke-width="5"/></g>`;

function sceneContent(kind: SceneKind, c: SceneColours): string {
  switch (kind) {
    case 'parapet':
      return (
        `<rect x="0" y="520" width="1200" height="280" fill="${c.wall}"/>` +
        `<rect x="0" y="500" width="1200" height="34" fill="${c.wallShade}"/>` +
        `<g stroke="${c.spike}" stroke-width="5" stroke-linecap="round">${spikeRow(40, 1160, 500, 110, 60)}</g>` +
        `<rect x="0" y="492" width="1200" height="14" rx="4" fill="${c.spike}" opacity="0.85"/>` +
        Array.from({ length: 5 }, (_, i) => `<rect x="${80 + i * 240}" y="600" width="120" height="140" rx="6" fill="${c.wallShade}" opacity="0.45"/>`).join('')
      );
    case 'net': {
      const mesh: string[] = [];
      for (let offset = -800; offset <= 1200; offset += 48) {
        mesh.push(`<line x1="${offset}" y1="120" x2="${offset + 680}" y2="800"/>`, `<line x1="${offset + 680}" y1="120" x2="${offset}" y2="800"/>`);
      }
      return (
        `<rect x="120" y="120" width="960" height="680" fill="${c.wall}"/>` +
        `<rect x="220" y="220" width="760" height="420" fill="${c.skyBottom}"/>` +
        `<rect x="220" y="620" width="760" height="24" fill="${c.wallShade}"/>` +
        `<svg x="220" y="220" width="760" height="420" viewBox="220 220 760 420"><g stroke="${c.spike}" stroke-width="3" opacity="0.7">${mesh.join('')}</g></svg>` +
        `<rect x="120" y="100" width="960" height="30" fill="${c.wallShade}"/>`
      );
    }
    case 'roof':
      return (
        `<path d="M0 800 V560 L600 300 L1200 560 V800z" fill="${c.wall}"/>` +
        `<path d="M-20 575 L600 305 L1220 575" fill="none" stroke="${c.wallShade}" stroke-width="34" stroke-linejoin="round"/>` +
        `<g stroke="${c.spike}" stroke-width="5" stroke-linecap="round">` +
        Array.from({ length: 17 }, (_, i) => {
          const x = 80 + i * 65;
          const y = x < 600 ? 560 - ((x - 0) * 260) / 600 + 10 : 300 + ((x - 600) * 260) / 600 + 10;
          return spikeFan(x, y - 24, 80);
        }).join('') +
        `</g>`
      );
    case 'pigeon':
      return (
        `<rect x="0" y="560" width="1200" height="240" fill="${c.wall}"/>` +
        `<rect x="0" y="540" width="1200" height="30" fill="${c.wallShade}"/>` +
        pigeon(330, 500, 1.3, c.spike) +
        pigeon(820, 505, 1.1, c.wallShade) +
        `<g stroke="${c.spike}" stroke-width="5" stroke-linecap="round">${spikeRow(470, 700, 540, 90, 46)}</g>`
      );
    case 'monkey':
      return (
        `<rect x="0" y="470" width="1200" height="330" fill="${c.wall}"/>` +
        `<g fill="${c.wallShade}" opacity="0.35">${Array.from({ length: 12 }, (_, i) => `<rect x="${(i % 6) * 200 + (i > 5 ? 100 : 0)}" y="${i > 5 ? 600 : 520}" width="190" height="70"/>`).join('')}</g>` +
        `<rect x="0" y="452" width="1200" height="26" fill="${c.wallShade}"/>` +
        `<g stroke="${c.spike}" stroke-width="8" stroke-linecap="round">${Array.from({ length: 24 }, (_, i) => `<line x1="${30 + i * 50}" y1="452" x2="${30 + i * 50}" y2="300"/>`).join('')}</g>` +
        `<g fill="${c.spike}">${Array.from({ length: 24 }, (_, i) => `<path d="M${22 + i * 50} 305 l8 -24 8 24z"/>`).join('')}</g>`
      );
  }
}

/** A landscape installation photo stand-in, 3:2. */
export function sceneImage(kind: SceneKind, colours: SceneColours): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.skyTop}"/><stop offset="1" stop-color="${colours.skyBottom}"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#s)"/>` +
      `<circle cx="960" cy="170" r="70" fill="${colours.sun}"/>` +
      sceneContent(kind, colours) +
      `</svg>`,
  );
}

/** A square product shot: a spike strip or a net roll on a soft backdrop. */
export function productImage(kind: 'spikes' | 'steel' | 'net' | 'monkey', backdrop: string): string {
  const body =
    kind === 'net'
      ? `<g fill="none" stroke="#14532d" stroke-width="5"><ellipse cx="300" cy="300" rx="150" ry="150"/><ellipse cx="300" cy="300" rx="110" ry="110"/><ellipse cx="300" cy="300" rx="70" ry="70"/></g><path d="M300 150 L520 150 L520 420" fill="none" stroke="#14532d" stroke-width="5" stroke-dasharray="14 10"/>`
      : kind === 'monkey'
        ? `<g stroke="#44403c" stroke-width="9" stroke-linecap="round">${Array.from({ length: 8 }, (_, i) => `<line x1="${150 + i * 43}" y1="400" x2="${150 + i * 43}" y2="190"/>`).join('')}</g><rect x="120" y="392" width="360" height="36" rx="8" fill="#57534e"/>`
        : `<g stroke="${kind === 'steel' ? '#78716c' : '#166534'}" stroke-width="6" stroke-linecap="round">${spikeRow(140, 460, 400, 170, 40)}</g><rect x="110" y="392" width="380" height="36" rx="8" fill="${kind === 'steel' ? '#44403c' : '#14532d'}"/>`;
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="${backdrop}"/>` +
      `<ellipse cx="300" cy="450" rx="220" ry="18" fill="#1c1917" opacity="0.08"/>${body}</svg>`,
  );
}

/** A client's logo stand-in: a monogram and a wordmark. */
export function clientLogo(initials: string, name: string, colour: string): string {
  return toDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120">` +
      `<rect x="12" y="24" width="72" height="72" rx="16" fill="${colour}"/>` +
      `<text x="48" y="71" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">${initials}</text>` +
      `<text x="100" y="70" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#292524">${name}</text>` +
      `</svg>`,
  );
}
