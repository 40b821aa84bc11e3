// Building blocks of the procedural demo pictures: skies, hills, trees and windows,
// drawn as SVG text on a 1600 x 1067 canvas (a 3:2 camera frame).
import type { Random } from '../random.ts';

export const WIDTH = 1600;
export const HEIGHT = 1067;

export type TimeOfDay = 'morning' | 'midday' | 'golden' | 'dusk' | 'overcast' | 'night';

const SKIES: Record<TimeOfDay, { top: string; bottom: string; light: string; lit: number }> = {
  morning: { top: '#7fb8f0', bottom: '#e6f3ff', light: '#fff6d8', lit: 0 },
  midday: { top: '#3f86d6', bottom: '#bfe0ff', light: '#fffbe6', lit: 0 },
  golden: { top: '#5a78b8', bottom: '#ffd29a', light: '#ffc76b', lit: 0.3 },
  dusk: { top: '#26295a', bottom: '#f08a5d', light: '#ffb27a', lit: 0.7 },
  overcast: { top: '#8f9aa6', bottom: '#d6dbe0', light: '#eef0f2', lit: 0.1 },
  night: { top: '#0a1430', bottom: '#2a4470', light: '#f4f1d0', lit: 0.9 },
};

export const BRICKS = [
  '#a0522d',
  '#b5651d',
  '#8b4a3a',
  '#c27c5a',
  '#9c6b4e',
  '#d8c3a5',
  '#e8dcc8',
  '#f2efe6',
  '#b9b4aa',
];
export const DOORS = ['#1f3a5f', '#7a1f2b', '#2f5d3a', '#202020', '#e3c04d', '#5b7c99', '#ffffff', '#8e44ad'];
export const ROOFS = ['#4a4a4a', '#5b3a29', '#6d4c41', '#37474f', '#7b3f2a', '#3e3e46'];
const FOLIAGE = ['#2e7d32', '#388e3c', '#558b2f', '#1b5e20', '#6b8e23', '#4f7942'];

export function randomTime(random: Random): TimeOfDay {
  return random.weighted<TimeOfDay>([
    ['midday', 5],
    ['morning', 3],
    ['golden', 2],
    ['overcast', 2],
    ['dusk', 1],
    ['night', 0.5],
  ]);
}

export function svgDocument(body: string, width = WIDTH, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function isLit(time: TimeOfDay, random: Random): boolean {
  return random.chance(SKIES[time].lit);
}

/** Sky gradient, sun or moon, clouds. */
export function sky(time: TimeOfDay, random: Random, horizon: number): string {
  const { top, bottom, light } = SKIES[time];
  const id = `sky${random.int(0, 1e6)}`;
  const parts = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${horizon + 40}" fill="url(#${id})"/>`,
  ];
  if (time !== 'overcast') {
    const r = time === 'night' ? 36 : random.int(45, 80);
    const y = time === 'dusk' || time === 'golden' ? horizon - random.int(40, 140) : random.int(80, 260);
    parts.push(`<circle cx="${random.int(100, 1500)}" cy="${y}" r="${r}" fill="${light}" opacity="0.9"/>`);
  }
  if (time === 'night') {
    for (let i = 0; i < 60; i++) {
      parts.push(
        `<circle cx="${random.int(0, WIDTH)}" cy="${random.int(0, horizon - 60)}" r="${random.float(0.8, 2.2).toFixed(1)}" fill="#fff" opacity="${random.float(0.4, 1).toFixed(2)}"/>`,
      );
    }
  }
  const clouds = time === 'overcast' ? random.int(6, 10) : random.int(0, 5);
  for (let i = 0; i < clouds; i++) parts.push(cloud(random, horizon, time));
  return parts.join('');
}

function cloud(random: Random, horizon: number, time: TimeOfDay): string {
  const x = random.int(-100, WIDTH);
  const y = random.int(40, Math.max(60, horizon - 200));
  const fill = time === 'night' || time === 'dusk' ? '#4a4f6e' : time === 'overcast' ? '#c3c9cf' : '#ffffff';
  const puffs = Array.from({ length: random.int(3, 6) }, (_, i) => {
    const rx = random.int(50, 110);
    return `<ellipse cx="${x + i * random.int(50, 80)}" cy="${y + random.int(-20, 20)}" rx="${rx}" ry="${Math.round(rx * 0.55)}"/>`;
  });
  return `<g fill="${fill}" opacity="${random.float(0.6, 0.95).toFixed(2)}">${puffs.join('')}</g>`;
}

/** Two layers of rolling hills ending at the horizon, then the ground below it. */
export function landscape(
  random: Random,
  horizon: number,
  ground = random.pick(['#6fa552', '#7cb45b', '#5f9447', '#8dbb66']),
): string {
  const hill = (base: number, amplitude: number, colour: string): string => {
    let d = `M0 ${base}`;
    for (let x = 0; x <= WIDTH; x += 200)
      d += ` Q${x + 100} ${base - random.int(0, amplitude)} ${x + 200} ${base - random.int(0, amplitude / 3)}`;
    return `<path d="${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${colour}"/>`;
  };
  return [
    hill(horizon - 20, 140, random.pick(['#7d9db3', '#8fa9a0', '#90a4ae'])),
    hill(horizon, 80, random.pick(['#5b8a4a', '#6b9a5a', '#4e7d43'])),
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${ground}"/>`,
  ].join('');
}

export function tree(random: Random, x: number, baseY: number, scale = 1): string {
  const h = random.int(140, 260) * scale;
  const trunk = `<rect x="${x - 8 * scale}" y="${baseY - h * 0.45}" width="${16 * scale}" height="${h * 0.45}" fill="#5d4037"/>`;
  const colour = random.pick(FOLIAGE);
  const blobs = Array.from({ length: random.int(3, 5) }, () => {
    const r = random.int(45, 80) * scale;
    return `<circle cx="${x + random.int(-50, 50) * scale}" cy="${baseY - h * 0.55 - random.int(0, 90) * scale}" r="${r}"/>`;
  });
  return `${trunk}<g fill="${colour}">${blobs.join('')}</g>`;
}

export function bush(random: Random, x: number, baseY: number): string {
  const colour = random.pick(FOLIAGE);
  const blobs = Array.from(
    { length: random.int(2, 4) },
    (_, i) => `<circle cx="${x + i * 30}" cy="${baseY - random.int(15, 35)}" r="${random.int(25, 40)}"/>`,
  );
  return `<g fill="${colour}">${blobs.join('')}</g>`;
}

/** A sash or casement window with glazing bars; lit windows glow at dusk and night. */
export function window(x: number, y: number, w: number, h: number, lit: boolean, frame = '#f5f5f5'): string {
  const glass = lit ? '#ffd873' : '#9cc3dd';
  return [
    `<rect x="${x - 4}" y="${y - 4}" width="${w + 8}" height="${h + 8}" fill="${frame}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}"/>`,
    lit ? '' : `<polygon points="${x},${y} ${x + w * 0.5},${y} ${x},${y + h * 0.6}" fill="#ffffff" opacity="0.25"/>`,
    `<rect x="${x + w / 2 - 2}" y="${y}" width="4" height="${h}" fill="${frame}"/>`,
    `<rect x="${x}" y="${y + h / 2 - 2}" width="${w}" height="4" fill="${frame}"/>`,
  ].join('');
}

export function door(x: number, y: number, w: number, h: number, colour: string): string {
  return [
    `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 6}" fill="#eeeeee"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>`,
    `<rect x="${x + w * 0.15}" y="${y + h * 0.1}" width="${w * 0.7}" height="${h * 0.25}" fill="#9cc3dd" opacity="0.8"/>`,
    `<circle cx="${x + w * 0.8}" cy="${y + h * 0.55}" r="4" fill="#c9a227"/>`,
  ].join('');
}
