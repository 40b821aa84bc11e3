// Procedural floor plans: a rectangle cut into rooms (binary space partition), thick
// walls, door gaps with swing arcs, windows on the outside walls, names and sizes.
import type { Random } from '../random.ts';
import { svgDocument } from './svg-parts.ts';

export const PLAN_WIDTH = 1600;
export const PLAN_HEIGHT = 1200;
const WALL = 12;
const METRES_PER_PIXEL = 0.012;

type Box = { x: number; y: number; w: number; h: number };

const ROOM_NAMES = [
  'Living room',
  'Kitchen',
  'Bedroom',
  'Bathroom',
  'Dining room',
  'Study',
  'Bedroom',
  'Utility',
  'Hall',
  'En-suite',
];

export function floorPlanSvg(random: Random): string {
  const outer: Box = { x: 160, y: 150, w: random.int(1000, 1280), h: random.int(700, 900) };
  const rooms = split(random, outer, random.int(4, 7));
  const parts = [`<rect width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" fill="#ffffff"/>`];
  parts.push(
    `<g fill="#f3f6f9">${rooms.map((r) => `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"/>`).join('')}</g>`,
  );
  parts.push(
    `<g fill="none" stroke="#263238" stroke-width="${WALL}">${rooms.map((r) => `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"/>`).join('')}</g>`,
  );
  parts.push(
    `<rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${outer.h}" fill="none" stroke="#263238" stroke-width="${WALL * 2}"/>`,
  );
  let bedroom = 0;
  const names = random.sample(ROOM_NAMES, rooms.length);
  for (const [index, room] of rooms.entries()) {
    let name = names[index] ?? 'Room';
    if (name === 'Bedroom') name = `Bedroom ${++bedroom}`;
    parts.push(doorway(random, room));
    parts.push(windows(random, room, outer));
    const size = `${(room.w * METRES_PER_PIXEL).toFixed(1)} m x ${(room.h * METRES_PER_PIXEL).toFixed(1)} m`;
    const cx = room.x + room.w / 2;
    const cy = room.y + room.h / 2;
    const fontSize = Math.min(34, Math.max(18, Math.floor(room.w / 9)));
    parts.push(
      `<text x="${cx}" y="${cy}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#263238" text-anchor="middle">${name}</text>`,
    );
    parts.push(
      `<text x="${cx}" y="${cy + fontSize + 6}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.75)}" fill="#546e7a" text-anchor="middle">${size}</text>`,
    );
  }
  parts.push(
    `<text x="${PLAN_WIDTH / 2}" y="${PLAN_HEIGHT - 110}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#546e7a" text-anchor="middle">Ground floor - approx. ${Math.round(outer.w * outer.h * METRES_PER_PIXEL ** 2)} sq m - for illustration only</text>`,
  );
  return svgDocument(parts.join(''), PLAN_WIDTH, PLAN_HEIGHT);
}

function split(random: Random, box: Box, count: number): Box[] {
  if (count <= 1 || (box.w < 320 && box.h < 320)) return [box];
  const vertical = box.w > box.h ? random.chance(0.8) : random.chance(0.2);
  const ratio = random.float(0.35, 0.65);
  const leftCount = Math.max(1, Math.round(count * ratio));
  if (vertical) {
    const w = Math.round(box.w * ratio);
    return [
      ...split(random, { ...box, w }, leftCount),
      ...split(random, { ...box, x: box.x + w, w: box.w - w }, count - leftCount),
    ];
  }
  const h = Math.round(box.h * ratio);
  return [
    ...split(random, { ...box, h }, leftCount),
    ...split(random, { ...box, y: box.y + h, h: box.h - h }, count - leftCount),
  ];
}

function doorway(random: Random, room: Box): string {
  const size = 80;
  const onTop = random.chance(0.5);
  const x = onTop ? room.x + random.int(30, Math.max(31, room.w - size - 30)) : room.x;
  const y = onTop ? room.y : room.y + random.int(30, Math.max(31, room.h - size - 30));
  const gap = onTop
    ? `<rect x="${x}" y="${y - WALL}" width="${size}" height="${WALL * 2}" fill="#ffffff"/>`
    : `<rect x="${x - WALL}" y="${y}" width="${WALL * 2}" height="${size}" fill="#ffffff"/>`;
  const arc = onTop
    ? `<path d="M${x} ${y} L${x} ${y + size} A${size} ${size} 0 0 0 ${x + size} ${y}" fill="none" stroke="#90a4ae" stroke-width="3"/>`
    : `<path d="M${x} ${y} L${x + size} ${y} A${size} ${size} 0 0 1 ${x} ${y + size}" fill="none" stroke="#90a4ae" stroke-width="3"/>`;
  return gap + arc;
}

function windows(random: Random, room: Box, outer: Box): string {
  const parts: string[] = [];
  const pane = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="#263238" stroke-width="3"/><line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="#263238" stroke-width="2"/>`;
  const length = random.int(90, 160);
  if (room.y === outer.y && room.w > length + 40)
    parts.push(pane(room.x + (room.w - length) / 2, room.y - WALL, length, WALL * 2));
  if (room.y + room.h === outer.y + outer.h && room.w > length + 40)
    parts.push(pane(room.x + (room.w - length) / 2, room.y + room.h - WALL, length, WALL * 2));
  if (room.x === outer.x && room.h > length + 40)
    parts.push(
      `<g transform="rotate(90 ${room.x} ${room.y + room.h / 2})">${pane(room.x - length / 2, room.y + room.h / 2 - WALL, length, WALL * 2)}</g>`,
    );
  return parts.join('');
}
