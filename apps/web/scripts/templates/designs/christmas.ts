import { caption, headline } from '../compose.ts';
import {
  background,
  dotPattern,
  frame,
  glowSpot,
  goldFill,
  paperGrain,
} from '../motifs/backdrop.ts';
import { bow, gift } from '../motifs/gifts.ts';
import { wreath } from '../motifs/nature.ts';
import { bauble, candyCane, gingerbread, house, starCookie, xmasTree } from '../motifs/seasonal.ts';
import { dot, star } from '../motifs/shapes.ts';
import { snowfall, snowflake } from '../motifs/sky.ts';
import { circle, d, el, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const treeWithGifts: Design = {
  name: 'Decorated tree',
  headline: 'Merry Christmas',
  draw(card, rng) {
    const gold = goldFill(card);
    const tree = xmasTree(300, 690, 330, 430, '#2d6a4f');
    let lights = '';
    const colors = ['#ffd166', '#ef476f', '#f8f9fa', '#4cc9f0'];
    const byColor = new Map<string, string>();
    tree.tiers.forEach(([bottom, half], i) => {
      for (let k = 0; k < 4 + i; k++) {
        const t = (k + 0.5) / (4 + i);
        const x = 300 - half * 0.82 + t * half * 1.64;
        const y = bottom - 26 - Math.sin(t * Math.PI) * 10;
        const c = colors[(k + i) % colors.length] ?? '#fff';
        byColor.set(c, (byColor.get(c) ?? '') + dot(x, y, 7));
      }
    });
    for (const [c, p] of byColor) lights += path(p, { fill: c });
    return [
      background(card, 'bg', [
        [0, '#0f3b2e'],
        [1, '#1b5e45'],
      ]),
      snowfall(rng, 80, '#ffffff', 3),
      glowSpot(card, 'treeglow', 300, 480, 260, '#ffe8a3', 0.2),
      path(d`M0 700Q300 660 600 700V800H0Z`, { fill: '#f4f8f6' }),
      tree.markup,
      lights,
      path(star(300, tree.top - 4, 34, 15), { fill: gold }),
      gift(card, 160, 676, 80, 56, '#c1121f', '#ffd166'),
      gift(card, 360, 690, 70, 44, '#ffd166', '#c1121f'),
      gift(card, 245, 700, 56, 36, '#4cc9f0', '#ffffff'),
      headline('Merry Christmas', {
        face: 'script',
        size: 84,
        y: 110,
        attrs: { fill: '#fdf0d5' },
      }),
    ];
  },
};

const hangingBaubles: Design = {
  name: 'Hanging baubles',
  headline: 'Merry Christmas',
  draw(card, rng) {
    const baubles: [number, number, number, string, string | undefined][] = [
      [110, 200, 50, '#ffd166', '#c1121f'],
      [230, 290, 62, '#ffffff', undefined],
      [370, 180, 46, '#2a9d8f', '#ffd166'],
      [490, 260, 56, '#ffd166', undefined],
    ];
    let strings = '';
    for (const [x, y, r] of baubles) strings += d`M${x} 0L${x} ${y - r - 12}`;
    return [
      background(card, 'bg', [
        [0, '#b5162b'],
        [1, '#8a0f1f'],
      ]),
      snowfall(rng, 60, '#ffffff', 2.5),
      snowflake(90, 720, 28, '#ffffff', 10),
      snowflake(510, 715, 22, '#ffffff', 0),
      snowflake(300, 330, 18, '#ffffff', 20),
      snowflake(430, 380, 12, '#ffffff', 0),
      snowflake(170, 370, 13, '#ffffff', 0),
      path(strings, { stroke: '#f3d07c', 'stroke-width': 2 }),
      ...baubles.map(([x, y, r, c, b]) => bauble(card, x, y, r, c, b)),
      headline('Merry', {
        face: 'serifItalic',
        size: 96,
        y: 500,
        attrs: { fill: '#ffffff' },
      }),
      headline('CHRISTMAS', {
        face: 'serif',
        size: 64,
        y: 580,
        tracking: 0.12,
        maxWidth: 430,
        attrs: { fill: '#ffffff' },
      }),
      caption('& a happy new year', 300, 650, {
        size: 17,
        fill: '#ffd6a5',
        tracking: 0.35,
        uppercase: true,
      }),
      frame(20, '#f3d07c', 1.2, 8),
    ];
  },
};

const snowGlobe: Design = {
  name: 'Snow globe',
  headline: 'Merry & Bright',
  draw(card, rng) {
    const id = 'globeclip';
    card.def(id, el('clipPath', { id }, circle(300, 400, 170)));
    const tree = xmasTree(380, 520, 110, 160, '#2d6a4f');
    const inner = [
      rect(120, 220, 360, 360, { fill: '#bfe3f2' }),
      path(d`M120 500Q300 460 480 520V580H120Z`, { fill: '#ffffff' }),
      house(240, 520, 110, '#e9c46a', '#c1121f', '#fff3b0'),
      tree.markup,
      path(star(380, tree.top, 10, 4.5), { fill: '#ffd166' }),
      snowfall(rng, 40, '#ffffff', 3, 600),
    ].join('');
    return [
      background(card, 'bg', [
        [0, '#14213d'],
        [1, '#23395d'],
      ]),
      snowfall(rng, 70, '#ffffff', 2.5),
      el('g', { 'clip-path': `url(#${id})` }, inner),
      circle(300, 400, 170, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6, opacity: 0.8 }),
      path(d`M190 320Q205 275 250 258`, {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.5,
      }),
      path(d`M180 540H420L450 620H150Z`, { fill: '#8d5b3a' }),
      rect(140, 612, 320, 22, { fill: '#6f4429', rx: 6 }),
      headline('Merry & Bright', {
        face: 'pacifico',
        size: 72,
        y: 150,
        attrs: { fill: '#ffffff' },
      }),
      caption('merry christmas', 300, 700, {
        size: 18,
        fill: '#ffd166',
        tracking: 0.45,
        uppercase: true,
      }),
    ];
  },
};

const classicWreath: Design = {
  name: 'Classic wreath',
  headline: 'Merry Christmas',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#fbf7ef'],
        [1, '#f1e9d8'],
      ]),
      dotPattern(card, 'dots', '#e8dcc4', 30, 2, 1),
      wreath(rng, 300, 400, 195, ['#2d6a4f', '#40916c', '#1b4332'], '#c1121f', 36, 36),
      bow(300, 590, 110, '#c1121f'),
      headline(['Merry', 'Christmas'], {
        face: 'script',
        size: 92,
        y: 385,
        leading: 0.9,
        maxWidth: 240,
        attrs: { fill: '#9b1c1c' },
      }),
      caption('peace, love & joy', 300, 730, {
        size: 16,
        fill: '#2d6a4f',
        tracking: 0.35,
        uppercase: true,
      }),
      paperGrain(card, 0.04),
    ];
  },
};

const gingerbreadBake: Design = {
  name: 'Gingerbread cookies',
  headline: 'Merry Christmas',
  draw(card) {
    return [
      rect(0, 0, 600, 800, { fill: '#c89f76' }),
      dotPattern(card, 'dots', '#b88b62', 26, 1.5, 1),
      rect(40, 40, 520, 720, { rx: 24, fill: '#f6ead8' }),
      rect(52, 52, 496, 696, {
        rx: 18,
        fill: 'none',
        stroke: '#c1121f',
        'stroke-width': 2,
        'stroke-dasharray': '10 8',
      }),
      gingerbread(170, 560, 110, -10),
      gingerbread(430, 570, 96, 8),
      starCookie(300, 640, 46, 10),
      candyCane(card, 80, 740, 160, -20),
      candyCane(card, 520, 740, 150, 25),
      starCookie(120, 150, 26, 20),
      starCookie(480, 150, 22, 0),
      headline(['Merry', 'Christmas'], {
        face: 'pacifico',
        size: 84,
        y: 250,
        leading: 1.0,
        attrs: { fill: '#7a3b12' },
      }),
      caption('fresh from the oven', 300, 420, {
        size: 15,
        fill: '#c1121f',
        tracking: 0.35,
        uppercase: true,
      }),
      paperGrain(card, 0.06),
    ];
  },
};

export const christmas: Design[] = [
  treeWithGifts,
  hangingBaubles,
  snowGlobe,
  classicWreath,
  gingerbreadBake,
];
