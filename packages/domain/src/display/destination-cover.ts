/**
 * Offline destination covers: a landscape drawn as SVG from the destination's name, so every
 * trip has a picture without any network. The same name always gives the same picture.
 */

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  layers: [string, string, string];
  water: string;
}

const PALETTES: Palette[] = [
  { skyTop: '#1B3B6F', skyBottom: '#F4A259', sun: '#FFE3B3', layers: ['#6C5B7B', '#45395C', '#23213A'], water: '#36517A' }, // dusk
  { skyTop: '#5FB3C6', skyBottom: '#F6E7C8', sun: '#FFF4D6', layers: ['#8FB9A8', '#4E8A79', '#1F5A4F'], water: '#3E8FA3' }, // morning
  { skyTop: '#F28F3B', skyBottom: '#FFD6A5', sun: '#FFF1D0', layers: ['#C8553D', '#8C2F39', '#461220'], water: '#B55D4C' }, // sunset
  { skyTop: '#0B6E79', skyBottom: '#A8DADC', sun: '#F1FAEE', layers: ['#5E9C9F', '#2F6F73', '#0F3D44'], water: '#1D7A84' }, // lagoon
  { skyTop: '#2D1E4F', skyBottom: '#E07A5F', sun: '#F2CC8F', layers: ['#81667A', '#4A3B5C', '#1E1730'], water: '#5B4A73' }, // twilight
  { skyTop: '#7FB7E8', skyBottom: '#EAF4FB', sun: '#FFFFFF', layers: ['#A3C4DC', '#5C8DB8', '#2B4F7A'], water: '#4F86B8' }, // alpine
];

type Scene = 'mountains' | 'hills' | 'coast' | 'city';
const SCENES: Scene[] = ['mountains', 'hills', 'coast', 'city'];

const W = 1600;
const H = 900;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same picture. */
function randomFrom(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n);

function ridge(random: () => number, base: number, amplitude: number, steps: number, smooth: boolean): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) points.push([round((W / steps) * i), round(base - random() * amplitude)]);
  let d = `M0 ${H} L${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i];
    if (smooth) {
      const [px, py] = points[i - 1];
      d += ` Q${round((px + x) / 2)} ${round(Math.min(py, y) - amplitude * 0.25)} ${x} ${y}`;
    } else d += ` L${x} ${y}`;
  }
  return `${d} L${W} ${H} Z`;
}

function skyline(random: () => number, base: number, color: string): string {
  let x = 0;
  const shapes: string[] = [];
  while (x < W) {
    const width = 50 + round(random() * 90);
    const height = 80 + round(random() * 260);
    shapes.push(`<rect x="${x}" y="${base - height}" width="${width}" height="${height + 2}" fill="${color}"/>`);
    const roll = random();
    if (roll < 0.15) shapes.push(`<circle cx="${x + width / 2}" cy="${base - height}" r="${round(width / 2.4)}" fill="${color}"/>`);
    else if (roll < 0.3) shapes.push(`<path d="M${x + width / 2 - 8} ${base - height} L${x + width / 2} ${base - height - 90} L${x + width / 2 + 8} ${base - height} Z" fill="${color}"/>`);
    x += width + round(random() * 12);
  }
  return shapes.join('');
}

export function destinationCoverSvg(destination: string, country = ''): string {
  const key = `${destination.trim().toLowerCase()}|${country.trim().toLowerCase()}`;
  const seed = hashOf(key);
  const random = randomFrom(seed);
  const palette = PALETTES[seed % PALETTES.length];
  const scene = SCENES[(seed >>> 8) % SCENES.length];
  const sunX = 250 + round(random() * 1100);
  const sunY = 220 + round(random() * 180);
  const [far, middle, near] = palette.layers;

  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>`,
    `<radialGradient id="g"><stop offset="0" stop-color="${palette.sun}" stop-opacity=".9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="260" fill="url(#g)"/><circle cx="${sunX}" cy="${sunY}" r="70" fill="${palette.sun}"/>`,
  ];
  if (scene === 'mountains') {
    parts.push(`<path d="${ridge(random, 520, 260, 9, false)}" fill="${far}" opacity=".75"/>`);
    parts.push(`<path d="${ridge(random, 640, 200, 12, false)}" fill="${middle}"/>`);
    parts.push(`<path d="${ridge(random, 780, 90, 6, true)}" fill="${near}"/>`);
  } else if (scene === 'hills') {
    parts.push(`<path d="${ridge(random, 560, 120, 5, true)}" fill="${far}" opacity=".8"/>`);
    parts.push(`<path d="${ridge(random, 660, 120, 4, true)}" fill="${middle}"/>`);
    parts.push(`<path d="${ridge(random, 790, 90, 3, true)}" fill="${near}"/>`);
  } else if (scene === 'coast') {
    parts.push(`<path d="${ridge(random, 600, 180, 7, true)}" fill="${far}" opacity=".8"/>`);
    parts.push(`<rect y="640" width="${W}" height="${H - 640}" fill="${palette.water}"/>`);
    for (let i = 0; i < 7; i++) {
      const y = 670 + i * 32;
      const x = round(random() * 1200);
      parts.push(`<rect x="${x}" y="${y}" width="${200 + round(random() * 260)}" height="4" rx="2" fill="${palette.sun}" opacity=".35"/>`);
    }
    parts.push(`<path d="M${W} ${H} L${W} 560 Q1350 600 1250 700 Q1180 780 1000 ${H} Z" fill="${near}"/>`);
  } else {
    parts.push(`<path d="${ridge(random, 600, 140, 6, true)}" fill="${far}" opacity=".6"/>`);
    parts.push(skyline(random, 760, middle));
    parts.push(`<rect y="760" width="${W}" height="${H - 760}" fill="${near}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${parts.join('')}</svg>`;
}

const cache = new Map<string, string>();

/** The cover as an image URL (a data: URL, allowed by the app's content security policy). */
export function destinationCoverUrl(destination: string, country = ''): string {
  const key = `${destination}|${country}`;
  let url = cache.get(key);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(destinationCoverSvg(destination, country))}`;
    cache.set(key, url);
  }
  return url;
}
