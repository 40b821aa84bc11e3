// Procedural "photos" of rooms: a one-point perspective box with a window, a floor
// and the furniture of a living room, kitchen, bedroom or office.
import type { Random } from '../random.ts';
import { HEIGHT, randomTime, sky, svgDocument, WIDTH } from './svg-parts.ts';

export const ROOM_KINDS = ['living', 'kitchen', 'bedroom', 'bathroom', 'office'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

const WALLS = ['#f5f1e8', '#eef2f0', '#e8e4f0', '#f3e5d8', '#dfe9ef', '#fafafa', '#e6efe1', '#f0e0d6'];
const FLOORS = ['#c8a27a', '#b08968', '#8d6e63', '#d7ccc8', '#9e9e9e', '#a1887f', '#deb887'];
const FABRICS = ['#455a64', '#8d6e63', '#5c6bc0', '#26a69a', '#c0ca33', '#ef5350', '#78909c', '#b39ddb'];

export function interiorSvg(kind: RoomKind, random: Random): string {
  // Back wall rectangle; the side walls, floor and ceiling run to the frame corners.
  const bx = random.int(330, 430);
  const by = random.int(170, 230);
  const bw = WIDTH - bx * 2 + random.int(-60, 60);
  const bh = random.int(520, 600);
  const wall = random.pick(WALLS);
  const floor = kind === 'bathroom' ? random.pick(['#eceff1', '#cfd8dc', '#b0bec5']) : random.pick(FLOORS);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>`,
    `<polygon points="0,0 ${bx},${by} ${bx},${by + bh} 0,${HEIGHT}" fill="#000" opacity="0.06"/>`,
    `<polygon points="${WIDTH},0 ${bx + bw},${by} ${bx + bw},${by + bh} ${WIDTH},${HEIGHT}" fill="#000" opacity="0.1"/>`,
    `<polygon points="0,0 ${WIDTH},0 ${bx + bw},${by} ${bx},${by}" fill="#fff" opacity="0.5"/>`,
    `<polygon points="0,${HEIGHT} ${WIDTH},${HEIGHT} ${bx + bw},${by + bh} ${bx},${by + bh}" fill="${floor}"/>`,
  ];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    parts.push(
      `<line x1="${bx + bw * t}" y1="${by + bh}" x2="${WIDTH * t * 1.4 - WIDTH * 0.2}" y2="${HEIGHT}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`,
    );
  }
  // A window onto the outside, with a slice of sky.
  const ww = random.int(260, 420);
  const wx = bx + random.int(40, bw - ww - 40);
  const wy = by + 60;
  const wh = random.int(240, 300);
  parts.push(
    `<svg x="${wx}" y="${wy}" width="${ww}" height="${wh}" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">${sky(randomTime(random), random, 900)}<rect y="850" width="${WIDTH}" height="300" fill="#6b9a5a"/></svg>`,
  );
  parts.push(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#fafafa" stroke-width="16"/>`);
  parts.push(
    `<line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}" stroke="#fafafa" stroke-width="10"/>`,
  );
  parts.push(FURNISH[kind]({ random, bx, by, bw, bh, wx, ww }));
  // Soft light from the window.
  parts.push(
    `<polygon points="${wx},${wy + wh} ${wx + ww},${wy + wh} ${wx + ww + 200},${HEIGHT} ${wx - 100},${HEIGHT}" fill="#fff8e1" opacity="0.12"/>`,
  );
  return svgDocument(parts.join(''));
}

/** The back wall's box, and the window's left edge and width on it. */
type Room = { random: Random; bx: number; by: number; bw: number; bh: number; wx: number; ww: number };

const FURNISH: Record<RoomKind, (room: Room) => string> = {
  living: ({ random, bx, by, bw, bh }) => {
    const fabric = random.pick(FABRICS);
    const floorY = by + bh;
    const sx = bx + random.int(60, bw - 700);
    return [
      `<ellipse cx="${WIDTH / 2}" cy="${floorY + 200}" rx="420" ry="110" fill="${random.pick(FABRICS)}" opacity="0.5"/>`,
      `<rect x="${sx}" y="${floorY - 200}" width="640" height="200" rx="30" fill="${fabric}"/>`,
      `<rect x="${sx - 30}" y="${floorY - 130}" width="80" height="160" rx="25" fill="${fabric}"/>`,
      `<rect x="${sx + 590}" y="${floorY - 130}" width="80" height="160" rx="25" fill="${fabric}"/>`,
      `<rect x="${sx + 40}" y="${floorY - 90}" width="560" height="110" rx="20" fill="#000" opacity="0.12"/>`,
      `<rect x="${WIDTH / 2 - 160}" y="${floorY + 130}" width="320" height="30" rx="6" fill="#6d4c41"/>`,
      `<rect x="${bx + bw - 170}" y="${floorY - 330}" width="12" height="330" fill="#424242"/><path d="M${bx + bw - 220} ${floorY - 330} L${bx + bw - 110} ${floorY - 330} L${bx + bw - 140} ${floorY - 400} L${bx + bw - 190} ${floorY - 400} Z" fill="#ffe082"/>`,
      `<rect x="${bx + 60}" y="${by + 120}" width="160" height="120" fill="${random.pick(FABRICS)}" stroke="#5d4037" stroke-width="10"/>`,
      plant(random, bx + 40, floorY + 40),
    ].join('');
  },
  kitchen: ({ random, bx, by, bw, bh, wx, ww }) => {
    const unit = random.pick(['#ffffff', '#37474f', '#5d7b6f', '#1f3a5f', '#d7ccc8', '#8d6e63']);
    const floorY = by + bh;
    const parts = [
      `<rect x="${bx}" y="${floorY - 260}" width="${bw}" height="260" fill="${unit}"/>`,
      `<rect x="${bx - 10}" y="${floorY - 280}" width="${bw + 20}" height="24" fill="${random.pick(['#eceff1', '#212121', '#a1887f'])}"/>`,
      `<rect x="${bx}" y="${by}" width="${Math.max(0, wx - bx - 30)}" height="150" fill="${unit}"/>`,
      `<rect x="${wx + ww + 30}" y="${by}" width="${Math.max(0, bx + bw - wx - ww - 30)}" height="150" fill="${unit}"/>`,
    ];
    for (let i = 0; i < 6; i++)
      parts.push(
        `<line x1="${bx + (i * bw) / 6}" y1="${floorY - 250}" x2="${bx + (i * bw) / 6}" y2="${floorY}" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>`,
      );
    parts.push(
      `<rect x="${WIDTH / 2 - 320}" y="${floorY + 30}" width="640" height="220" fill="${unit}"/><rect x="${WIDTH / 2 - 340}" y="${floorY + 10}" width="680" height="30" fill="#eceff1"/>`,
    );
    for (let i = 0; i < 3; i++)
      parts.push(
        `<circle cx="${WIDTH / 2 - 200 + i * 200}" cy="${by - 20}" r="30" fill="#ffe082"/><line x1="${WIDTH / 2 - 200 + i * 200}" y1="0" x2="${WIDTH / 2 - 200 + i * 200}" y2="${by - 50}" stroke="#212121" stroke-width="3"/>`,
      );
    return parts.join('');
  },
  bedroom: ({ random, by, bh }) => {
    const floorY = by + bh;
    const bedX = WIDTH / 2 - 380 + random.int(-100, 100);
    const linen = random.pick(['#ffffff', '#e3f2fd', '#fce4ec', '#f1f8e9', '#efebe9']);
    return [
      `<rect x="${bedX}" y="${floorY - 320}" width="760" height="220" rx="14" fill="${random.pick(FABRICS)}"/>`,
      `<rect x="${bedX - 40}" y="${floorY - 100}" width="840" height="260" rx="20" fill="${linen}"/>`,
      `<rect x="${bedX + 40}" y="${floorY - 150}" width="300" height="80" rx="30" fill="#fafafa"/><rect x="${bedX + 420}" y="${floorY - 150}" width="300" height="80" rx="30" fill="#fafafa"/>`,
      `<rect x="${bedX - 40}" y="${floorY + 40}" width="840" height="120" rx="10" fill="${random.pick(FABRICS)}" opacity="0.8"/>`,
      `<rect x="${bedX - 200}" y="${floorY - 120}" width="120" height="140" fill="#8d6e63"/><rect x="${bedX + 880}" y="${floorY - 120}" width="120" height="140" fill="#8d6e63"/>`,
      `<circle cx="${bedX - 140}" cy="${floorY - 170}" r="36" fill="#ffe082"/>`,
    ].join('');
  },
  bathroom: ({ random, bx, by, bw, bh }) => {
    const floorY = by + bh;
    const parts: string[] = [];
    for (let y = by + bh - 300; y < floorY; y += 50)
      parts.push(`<line x1="${bx}" y1="${y}" x2="${bx + bw}" y2="${y}" stroke="#90a4ae" stroke-width="2"/>`);
    parts.push(
      `<rect x="${bx + 40}" y="${floorY - 170}" width="560" height="170" rx="60" fill="#fafafa" stroke="#cfd8dc" stroke-width="8"/>`,
    );
    parts.push(
      `<rect x="${bx + bw - 300}" y="${floorY - 230}" width="200" height="60" rx="20" fill="#fafafa"/><rect x="${bx + bw - 230}" y="${floorY - 170}" width="60" height="170" fill="${random.pick(['#8d6e63', '#fafafa', '#37474f'])}"/>`,
    );
    parts.push(
      `<rect x="${bx + bw - 300}" y="${by + 60}" width="200" height="260" rx="12" fill="#b3e5fc" stroke="#eceff1" stroke-width="10"/>`,
    );
    return parts.join('');
  },
  office: ({ random, bx, by, bw, bh }) => {
    const floorY = by + bh;
    const parts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const dx = bx + 40 + i * (bw / 3);
      parts.push(
        `<rect x="${dx}" y="${floorY - 110}" width="${bw / 3 - 80}" height="20" fill="#eceff1"/><rect x="${dx + 10}" y="${floorY - 90}" width="10" height="110" fill="#607d8b"/><rect x="${dx + bw / 3 - 110}" y="${floorY - 90}" width="10" height="110" fill="#607d8b"/>`,
      );
      parts.push(
        `<rect x="${dx + 60}" y="${floorY - 230}" width="160" height="110" rx="6" fill="#263238"/><rect x="${dx + 70}" y="${floorY - 222}" width="140" height="90" fill="${random.pick(['#4fc3f7', '#81c784', '#90a4ae'])}"/>`,
      );
      parts.push(
        `<rect x="${dx + 90}" y="${floorY + 20}" width="120" height="120" rx="30" fill="${random.pick(FABRICS)}"/>`,
      );
    }
    return parts.join('');
  },
};

function plant(random: Random, x: number, y: number): string {
  const leaves = Array.from(
    { length: 7 },
    () =>
      `<ellipse cx="${x + random.int(-50, 50)}" cy="${y - random.int(120, 260)}" rx="26" ry="60" transform="rotate(${random.int(-40, 40)} ${x} ${y - 120})"/>`,
  );
  return `<rect x="${x - 40}" y="${y - 120}" width="80" height="120" fill="#bcaaa4"/><g fill="#388e3c">${leaves.join('')}</g>`;
}
