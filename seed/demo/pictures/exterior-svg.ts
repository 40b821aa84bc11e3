// Procedural "photos" of the outside of a property, one drawing per picture theme.
import type { Random } from '../random.ts';
import {
  BRICKS,
  bush,
  DOORS,
  door,
  HEIGHT,
  isLit,
  landscape,
  ROOFS,
  randomTime,
  sky,
  svgDocument,
  type TimeOfDay,
  tree,
  WIDTH,
  window,
} from './svg-parts.ts';

export const EXTERIOR_THEMES = [
  'house',
  'cottage',
  'terrace',
  'flat',
  'commercial',
  'hotel',
  'caravan',
  'camping',
  'land',
] as const;
export type ExteriorTheme = (typeof EXTERIOR_THEMES)[number];

type Scene = { random: Random; time: TimeOfDay; ground: number };

export function exteriorSvg(theme: ExteriorTheme, random: Random): string {
  const time = randomTime(random);
  const ground = random.int(780, 860);
  const scene: Scene = { random, time, ground };
  const back = [sky(time, random, ground - 60), landscape(random, ground - 60)];
  const trees = Array.from({ length: random.int(1, 4) }, () =>
    tree(
      random,
      random.pick([random.int(60, 320), random.int(1280, 1560)]),
      ground + random.int(0, 40),
      random.float(0.8, 1.3),
    ),
  );
  const front = FRONTS[theme](scene);
  const path = `<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${random.pick(['#9e9e9e', '#a1887f', '#bdbdbd', '#7cb45b'])}" opacity="0.35"/>`;
  const shade = time === 'night' ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="#0a1430" opacity="0.35"/>` : '';
  return svgDocument([...back, path, ...trees, front, shade].join(''));
}

const FRONTS: Record<ExteriorTheme, (scene: Scene) => string> = {
  house: ({ random, time, ground }) => {
    const w = random.int(560, 820);
    const x = random.int(300, WIDTH - w - 260);
    const storeys = random.pick([1, 2, 2, 2, 3]);
    const storeyHeight = 190;
    const parts = [house(random, time, x, ground, w, storeys, storeyHeight)];
    if (random.chance(0.5)) {
      const gx = x + w + 10;
      parts.push(`<rect x="${gx}" y="${ground - 170}" width="220" height="170" fill="${random.pick(BRICKS)}"/>`);
      parts.push(`<rect x="${gx + 25}" y="${ground - 135}" width="170" height="135" fill="#e0e0e0"/>`);
      parts.push(
        `<polygon points="${gx - 10},${ground - 170} ${gx + 230},${ground - 170} ${gx + 210},${ground - 210} ${gx + 10},${ground - 210}" fill="${random.pick(ROOFS)}"/>`,
      );
    }
    parts.push(bush(random, x - 120, ground + 10), bush(random, x + w - 40, ground + 20));
    parts.push(`<rect x="0" y="${ground + 60}" width="${WIDTH}" height="14" fill="#f5f5f5" opacity="0.8"/>`);
    return parts.join('');
  },
  cottage: ({ random, time, ground }) => {
    const w = random.int(620, 800);
    const x = random.int(300, WIDTH - w - 260);
    const wall = random.pick(['#f3ead8', '#efe3c8', '#ffffff', '#e8d9b5']);
    const top = ground - 230;
    const lit = isLit(time, random);
    const parts = [
      `<rect x="${x}" y="${top}" width="${w}" height="230" fill="${wall}"/>`,
      `<path d="M${x - 40} ${top + 10} Q${x + w / 2} ${top - 260} ${x + w + 40} ${top + 10} Z" fill="${random.pick(['#b08d57', '#a1804a', '#8d6e3f'])}"/>`,
      `<rect x="${x + w * 0.7}" y="${top - 150}" width="50" height="110" fill="#8b5a2b"/>`,
    ];
    for (let i = 0; i < 4; i++) if (i !== 1) parts.push(window(x + 40 + i * (w / 4), top + 70, 90, 90, lit, '#ffffff'));
    parts.push(door(x + w / 4 + 35, ground - 170, 80, 170, random.pick(DOORS)));
    for (let i = 0; i < 24; i++) {
      parts.push(
        `<circle cx="${x + random.int(-40, w + 40)}" cy="${ground - random.int(0, 70)}" r="${random.int(6, 12)}" fill="${random.pick(['#e91e63', '#f48fb1', '#ffeb3b', '#ffffff', '#9c27b0'])}"/>`,
      );
    }
    return parts.join('');
  },
  terrace: ({ random, time, ground }) => {
    const count = random.int(3, 5);
    const unit = Math.floor((WIDTH - 200) / count);
    const brick = random.pick(BRICKS);
    const roof = random.pick(ROOFS);
    const top = ground - 400;
    const parts = [
      `<rect x="100" y="${top}" width="${unit * count}" height="400" fill="${brick}"/>`,
      `<polygon points="80,${top} ${120 + unit * count},${top} ${80 + unit * count},${top - 140} 120,${top - 140}" fill="${roof}"/>`,
    ];
    for (let i = 0; i < count; i++) {
      const ux = 100 + i * unit;
      parts.push(`<rect x="${ux + unit - 4}" y="${top}" width="8" height="400" fill="#000" opacity="0.15"/>`);
      parts.push(`<rect x="${ux + unit * 0.4}" y="${top - 190}" width="40" height="70" fill="${brick}"/>`);
      parts.push(window(ux + unit * 0.15, top + 50, unit * 0.28, 120, isLit(time, random)));
      parts.push(window(ux + unit * 0.58, top + 50, unit * 0.28, 120, isLit(time, random)));
      parts.push(window(ux + unit * 0.12, top + 230, unit * 0.36, 140, isLit(time, random)));
      parts.push(door(ux + unit * 0.62, ground - 180, unit * 0.22, 180, random.pick(DOORS)));
    }
    parts.push(`<rect x="0" y="${ground}" width="${WIDTH}" height="40" fill="#9e9e9e"/>`);
    return parts.join('');
  },
  flat: ({ random, time, ground }) => {
    const floors = random.int(4, 10);
    const floorHeight = Math.min(95, Math.floor((ground - 120) / floors));
    const w = random.int(700, 1100);
    const x = Math.round((WIDTH - w) / 2 + random.int(-150, 150));
    const top = ground - floors * floorHeight;
    const colour = random.pick([...BRICKS, '#cfd8dc', '#eceff1', '#b0bec5']);
    const cols = Math.floor(w / 140);
    const balconies = random.chance(0.6);
    const parts = [`<rect x="${x}" y="${top}" width="${w}" height="${floors * floorHeight}" fill="${colour}"/>`];
    parts.push(`<rect x="${x - 10}" y="${top - 16}" width="${w + 20}" height="16" fill="#546e7a"/>`);
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + 30 + (c * (w - 60)) / cols;
        const wy = top + f * floorHeight + floorHeight * 0.2;
        parts.push(window(wx, wy, ((w - 60) / cols) * 0.6, floorHeight * 0.55, isLit(time, random), '#eceff1'));
        if (balconies && f < floors - 1 && c % 2 === 0) {
          parts.push(
            `<rect x="${wx - 10}" y="${wy + floorHeight * 0.55}" width="${((w - 60) / cols) * 0.6 + 20}" height="${floorHeight * 0.22}" fill="#37474f" opacity="0.75"/>`,
          );
        }
      }
    }
    parts.push(
      `<rect x="${x + w / 2 - 70}" y="${ground - 120}" width="140" height="120" fill="#455a64"/><rect x="${x + w / 2 - 60}" y="${ground - 110}" width="120" height="110" fill="#90caf9" opacity="0.8"/>`,
    );
    return parts.join('');
  },
  commercial: ({ random, time, ground }) => {
    const w = random.int(900, 1300);
    const x = Math.round((WIDTH - w) / 2);
    const floors = random.int(1, 4);
    const top = ground - 220 - floors * 130;
    const colour = random.pick(['#eceff1', '#cfd8dc', '#d7ccc8', '#a1887f', '#bdbdbd']);
    const sign = random.pick(['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#37474f', '#ef6c00']);
    const parts = [
      `<rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="${colour}"/>`,
      `<rect x="${x}" y="${ground - 260}" width="${w}" height="50" fill="${sign}"/>`,
      `<rect x="${x + 20}" y="${ground - 200}" width="${w - 40}" height="200" fill="#90caf9" opacity="0.85"/>`,
    ];
    for (let i = 1; i < 5; i++)
      parts.push(
        `<rect x="${x + 20 + (i * (w - 40)) / 5 - 3}" y="${ground - 200}" width="6" height="200" fill="#37474f"/>`,
      );
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < 6; c++)
        parts.push(
          window(
            x + 40 + (c * (w - 80)) / 6,
            top + 30 + f * 130,
            (w - 80) / 6 - 40,
            80,
            isLit(time, random),
            '#b0bec5',
          ),
        );
    }
    return parts.join('');
  },
  hotel: ({ random, time, ground }) => {
    const w = random.int(1000, 1300);
    const x = Math.round((WIDTH - w) / 2);
    const floors = random.int(3, 5);
    const top = ground - floors * 120 - 40;
    const colour = random.pick(['#f5f5dc', '#fffaf0', '#efe6d8', '#d9cbb0', ...BRICKS.slice(0, 3)]);
    const parts = [
      `<rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="${colour}"/>`,
      `<polygon points="${x - 20},${top} ${x + w + 20},${top} ${x + w - 40},${top - 110} ${x + 40},${top - 110}" fill="${random.pick(ROOFS)}"/>`,
    ];
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < 8; c++)
        parts.push(window(x + 40 + (c * (w - 80)) / 8, top + 30 + f * 120, (w - 80) / 8 - 40, 75, isLit(time, random)));
    }
    const px = x + w / 2 - 120;
    parts.push(`<rect x="${px}" y="${ground - 220}" width="240" height="20" fill="#fafafa"/>`);
    parts.push(
      `<rect x="${px + 10}" y="${ground - 200}" width="16" height="200" fill="#fafafa"/><rect x="${px + 214}" y="${ground - 200}" width="16" height="200" fill="#fafafa"/>`,
    );
    parts.push(door(px + 80, ground - 170, 80, 170, random.pick(DOORS)));
    for (let i = 0; i < 5; i++) parts.push(bush(random, x + 40 + i * (w / 5), ground + 10));
    return parts.join('');
  },
  caravan: ({ random, ground }) => {
    const parts: string[] = [];
    const count = random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const w = random.int(520, 700) * (i === 0 ? 1 : 0.6);
      const h = w * 0.32;
      const x = i === 0 ? random.int(300, 600) : random.int(50, WIDTH - w - 50);
      const y = ground - h - (i === 0 ? 30 : 140);
      const colour = random.pick(['#f5f5f5', '#e8f5e9', '#fff8e1', '#eceff1']);
      const stripe = random.pick(['#2e7d32', '#1565c0', '#8d6e63', '#607d8b']);
      parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="${colour}"/>`);
      parts.push(`<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.1}" fill="${stripe}"/>`);
      for (let c = 0; c < 4; c++)
        parts.push(
          `<rect x="${x + 30 + c * (w / 4)}" y="${y + h * 0.18}" width="${w / 6}" height="${h * 0.32}" rx="8" fill="#90a4ae"/>`,
        );
      parts.push(`<rect x="${x}" y="${y + h}" width="${w}" height="30" fill="#8d6e63"/>`);
      if (i === 0)
        parts.push(`<rect x="${x + w * 0.1}" y="${y + h - 10}" width="${w * 0.45}" height="40" fill="#a1887f"/>`);
    }
    return parts.join('');
  },
  camping: ({ random, ground }) => {
    const parts: string[] = [];
    for (let i = 0; i < random.int(3, 7); i++) {
      const w = random.int(160, 320);
      const x = random.int(80, WIDTH - w - 80);
      const y = ground + random.int(10, 150);
      const colour = random.pick(['#ef6c00', '#2e7d32', '#1565c0', '#f9a825', '#f5f5f5', '#c62828']);
      if (random.chance(0.4)) {
        parts.push(
          `<path d="M${x} ${y} Q${x + w / 2} ${y - w * 0.9} ${x + w} ${y} Z" fill="#f5f0e1"/><line x1="${x + w / 2}" y1="${y - w * 0.72}" x2="${x + w / 2}" y2="${y - w * 0.85}" stroke="#5d4037" stroke-width="6"/>`,
        );
      } else {
        parts.push(
          `<polygon points="${x},${y} ${x + w / 2},${y - w * 0.6} ${x + w},${y}" fill="${colour}"/><polygon points="${x + w * 0.42},${y} ${x + w / 2},${y - w * 0.3} ${x + w * 0.58},${y}" fill="#263238"/>`,
        );
      }
    }
    parts.push(`<circle cx="${random.int(200, 1400)}" cy="${ground + 200}" r="26" fill="#ff7043" opacity="0.9"/>`);
    return parts.join('');
  },
  land: ({ random, ground }) => {
    const parts: string[] = [];
    const colours = ['#9ccc65', '#c5e1a5', '#d4b86a', '#8bc34a', '#e6d690', '#7cb342'];
    let y = ground;
    while (y < HEIGHT) {
      const h = random.int(50, 140);
      parts.push(
        `<polygon points="0,${y} ${WIDTH},${y + random.int(-20, 20)} ${WIDTH},${y + h} 0,${y + h}" fill="${random.pick(colours)}"/>`,
      );
      for (let f = 0; f < 8; f++)
        parts.push(
          `<line x1="${f * 220}" y1="${y + 8}" x2="${f * 220 + 260}" y2="${y + h - 8}" stroke="#000" stroke-opacity="0.06" stroke-width="5"/>`,
        );
      parts.push(`<rect x="0" y="${y - 8}" width="${WIDTH}" height="14" fill="#33691e" opacity="0.7"/>`);
      y += h;
    }
    for (let x = 40; x < WIDTH; x += 120)
      parts.push(`<rect x="${x}" y="${ground + 140}" width="10" height="70" fill="#6d4c41"/>`);
    parts.push(
      `<rect x="0" y="${ground + 155}" width="${WIDTH}" height="6" fill="#6d4c41"/><rect x="0" y="${ground + 185}" width="${WIDTH}" height="6" fill="#6d4c41"/>`,
    );
    return parts.join('');
  },
};

function house(
  random: Random,
  time: TimeOfDay,
  x: number,
  ground: number,
  w: number,
  storeys: number,
  storeyHeight: number,
): string {
  const top = ground - storeys * storeyHeight;
  const wall = random.pick(BRICKS);
  const roof = random.pick(ROOFS);
  const hipped = random.chance(0.4);
  const ridge = random.int(150, 230);
  const parts = [`<rect x="${x}" y="${top}" width="${w}" height="${ground - top}" fill="${wall}"/>`];
  parts.push(
    hipped
      ? `<polygon points="${x - 30},${top} ${x + w + 30},${top} ${x + w - 120},${top - ridge} ${x + 120},${top - ridge}" fill="${roof}"/>`
      : `<polygon points="${x - 30},${top} ${x + w + 30},${top} ${x + w / 2},${top - ridge - 40}" fill="${roof}"/>`,
  );
  parts.push(`<rect x="${x + w * 0.72}" y="${top - ridge + 10}" width="46" height="${ridge * 0.6}" fill="${wall}"/>`);
  const cols = w > 700 ? 4 : 3;
  const doorColumn = random.int(0, cols - 1);
  for (let s = 0; s < storeys; s++) {
    for (let c = 0; c < cols; c++) {
      if (s === storeys - 1 && c === doorColumn) continue;
      const wx = x + 40 + (c * (w - 80)) / cols + 20;
      const wy = top + s * storeyHeight + 40;
      parts.push(window(wx, wy, (w - 80) / cols - 70, storeyHeight - 85, isLit(time, random)));
    }
  }
  const dx = x + 40 + (doorColumn * (w - 80)) / cols + 30;
  parts.push(door(dx, ground - 170, 80, 170, random.pick(DOORS)));
  return parts.join('');
}
