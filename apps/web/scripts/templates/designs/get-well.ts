import { caption, headline } from '../compose.ts';
import { background, dotPattern, motifPattern, paperGrain } from '../motifs/backdrop.ts';
import { daisy, sprigPaths } from '../motifs/nature.ts';
import { citrus, plaster, pot, teacup } from '../motifs/objects.ts';
import { dot, heart, leaf, roundRect, sparkle } from '../motifs/shapes.ts';
import { cloud, rainbow, sun } from '../motifs/sky.ts';
import { circle, d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const cosyTea: Design = {
  name: 'Cosy cup of tea',
  headline: 'Get Well Soon',
  draw(card) {
    const steam =
      d`M270 380C250 350 290 330 270 300C255 278 275 262 270 250` +
      d`M330 380C350 350 310 330 330 300C345 278 325 262 330 250`;
    return [
      background(card, 'bg', [
        [0, '#fff3e3'],
        [1, '#fde4cc'],
      ]),
      dotPattern(card, 'dots', '#f7cfa6', 34, 2.5, 0.8),
      circle(300, 470, 200, { fill: '#fbd9b8' }),
      headline('Get Well Soon', {
        face: 'script',
        size: 90,
        y: 150,
        attrs: { fill: '#9c3d2e' },
      }),
      caption('sip, rest & feel better', 300, 200, {
        size: 16,
        fill: '#b65a3c',
        tracking: 0.3,
        uppercase: true,
      }),
      path(steam, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 6,
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
      path(heart(300, 236, 34), { fill: '#e76f51' }),
      teacup(300, 600, 250, '#5e8c8a', '#f4d6a0'),
      // Lemon slice resting on the saucer, and a tea bag tag.
      citrus(card, 470, 590, 34, '#f6c445', 10),
      path(d`M360 400Q400 440 405 500`, { fill: 'none', stroke: '#c9a27a', 'stroke-width': 1.5 }),
      rect(392, 500, 28, 34, { fill: '#fff', rx: 3 }),
      path(heart(406, 517, 14), { fill: '#e76f51' }),
      paperGrain(card, 0.04),
    ];
  },
};

const rainbowSunshine: Design = {
  name: 'Rainbow and sunshine',
  headline: 'Get Well Soon',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#e6f4fb'],
        [1, '#fdf3ea'],
      ]),
      sun(455, 150, 52, '#ffc845', 12),
      rainbow(
        300,
        470,
        230,
        ['#ff8c8c', '#ffb870', '#ffe08a', '#9ddfa8', '#8fc9f2', '#b9a6f2'],
        26,
      ),
      cloud(100, 492, 210),
      cloud(500, 492, 210),
      cloud(120, 200, 120, '#ffffff', 0.8),
      headline(['GET WELL', 'SOON'], {
        face: 'montserrat',
        size: 76,
        y: 600,
        leading: 1.02,
        tracking: 0.04,
        attrs: { fill: '#ef6f6c' },
      }),
      caption('sending sunshine your way', 300, 750, {
        size: 16,
        fill: '#4f7cac',
        tracking: 0.25,
        uppercase: true,
      }),
      path(
        sparkle(80, 330, 10) +
          sparkle(520, 300, 8) +
          sparkle(300, 170, 9) +
          sparkle(rng.range(180, 220), 110, 6),
        {
          fill: '#ffc845',
        },
      ),
    ];
  },
};

const pottedDaisies: Design = {
  name: 'Potted daisies',
  headline: 'Feel Better Soon',
  draw(card) {
    const p = pot(300, 720, 190);
    let stems = '';
    let leaves = '';
    const heads: [number, number, number][] = [
      [300, 330, 64],
      [200, 400, 56],
      [402, 392, 58],
      [248, 492, 46],
      [356, 500, 48],
    ];
    for (const [x, y] of heads) {
      stems += d`M${x} ${y}Q${(x + 300) / 2} ${(y + p.rim) / 2 + 20} 300 ${p.rim + 10}`;
    }
    for (const [x, y, a] of [
      [300, 600, -140],
      [300, 600, -40],
      [300, 560, -120],
      [300, 560, -60],
    ] as const) {
      leaves += leaf(x, y, 90, 34, a);
    }
    return [
      background(card, 'bg', [
        [0, '#e3f3e6'],
        [1, '#cfe9d6'],
      ]),
      rect(40, 40, 520, 720, { rx: 260, fill: '#ffffff', opacity: 0.5 }),
      headline(['Feel better', 'soon'], {
        face: 'serifItalic',
        size: 72,
        y: 140,
        leading: 1,
        attrs: { fill: '#2f5d46' },
      }),
      path(stems, {
        fill: 'none',
        stroke: '#4f8a5b',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      path(leaves, { fill: '#5c9e6e' }),
      ...heads.map(([x, y, r], i) => daisy(x, y, r, '#ffffff', '#f6bd60', 16, i * 9)),
      p.markup,
      caption('take it easy', 300, 680, {
        size: 15,
        fill: '#fff5ec',
        tracking: 0.3,
        uppercase: true,
        maxWidth: 200,
      }),
    ];
  },
};

const healingHeart: Design = {
  name: 'Healing heart',
  headline: 'Get Well Soon — sending healing hugs',
  draw(card) {
    const big = heart(300, 360, 300);
    return [
      background(card, 'bg', [
        [0, '#efe9fb'],
        [1, '#e1d8f7'],
      ]),
      motifPattern(card, 'hearts', 'heart', '#cdbdf0', 60, 12, 0.8),
      circle(300, 370, 190, { fill: '#f6f2fd' }),
      path(big, { fill: '#f06b8a' }),
      path(heart(300, 360, 300), {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 3,
        'stroke-dasharray': '2 9',
        'stroke-linecap': 'round',
        transform: 'translate(300 360) scale(0.88) translate(-300 -360)',
      }),
      path(d`M200 280Q215 245 250 240`, {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.45,
      }),
      plaster(300, 380, 170, -35),
      plaster(300, 380, 170, 35),
      headline('Get Well Soon', {
        face: 'pacifico',
        size: 76,
        y: 650,
        attrs: { fill: '#5b3f99' },
      }),
      caption('sending healing hugs', 300, 716, {
        size: 16,
        fill: '#7b61b8',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const citrusBoost: Design = {
  name: 'Citrus boost',
  headline: 'Get Well Soon',
  draw(card, rng) {
    const slices: [number, number, number, string][] = [
      [70, 90, 70, '#f59e2a'],
      [200, 40, 46, '#f6c445'],
      [520, 70, 64, '#f2695c'],
      [420, 150, 40, '#f6c445'],
      [60, 300, 48, '#f6c445'],
      [560, 330, 52, '#f59e2a'],
      [80, 560, 60, '#f2695c'],
      [540, 600, 70, '#f6c445'],
      [180, 730, 56, '#f59e2a'],
      [410, 740, 48, '#f2695c'],
      [300, 785, 30, '#f6c445'],
    ];
    let leaves = '';
    for (const [x, y, r] of slices.slice(0, 6)) {
      leaves += leaf(x + r * 0.7, y - r * 0.7, r * 0.7, r * 0.32, rng.range(-70, -20));
    }
    const [, sprigLeaves] = sprigPaths(150, 640, 120, -40, 30, 0.1, 2);
    return [
      rect(0, 0, 600, 800, { fill: '#fff7e3' }),
      path(leaves + sprigLeaves, { fill: '#6aa84f' }),
      ...slices.map(([x, y, r, c]) => citrus(card, x, y, r, c, rng.range(0, 40))),
      path(roundRect(110, 230, 380, 360, 180), { fill: '#ffffff' }),
      path(roundRect(124, 244, 352, 332, 166), {
        fill: 'none',
        stroke: '#f59e2a',
        'stroke-width': 2,
        'stroke-dasharray': '1 9',
        'stroke-linecap': 'round',
      }),
      headline(['Get Well', 'Soon'], {
        face: 'serifBlack',
        size: 78,
        y: 390,
        leading: 1.05,
        maxWidth: 320,
        attrs: { fill: '#e4572e' },
      }),
      caption('a daily dose of sunshine', 300, 510, {
        size: 14,
        fill: '#7a5a2f',
        tracking: 0.2,
        uppercase: true,
        maxWidth: 330,
      }),
      path(dot(300, 540, 3), { fill: '#f59e2a' }),
    ];
  },
};

export const getWell: Design[] = [
  cosyTea,
  rainbowSunshine,
  pottedDaisies,
  healingHeart,
  citrusBoost,
];
