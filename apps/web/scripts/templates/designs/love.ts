import { caption, headline } from '../compose.ts';
import {
  background,
  divider,
  glowSpot,
  goldFill,
  motifPattern,
  paperGrain,
} from '../motifs/backdrop.ts';
import { envelope, heartBalloon } from '../motifs/keepsakes.ts';
import { rose, sprigPaths } from '../motifs/nature.ts';
import { starField, wavyString } from '../motifs/party.ts';
import { heart, leaf, sparkle } from '../motifs/shapes.ts';
import { crescent } from '../motifs/sky.ts';
import { d, g, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

/** Scattered small hearts merged into one path. */
function heartScatter(
  next: () => number,
  count: number,
  box: [number, number, number, number],
  min: number,
  max: number,
  avoid: [number, number, number][] = [],
): string {
  let out = '';
  const [x, y, w, h] = box;
  for (let i = 0; i < count; i++) {
    const hx = x + next() * w;
    const hy = y + next() * h;
    const s = min + next() * (max - min);
    if (avoid.some(([ax, ay, r]) => Math.hypot(hx - ax, hy - ay) < r)) continue;
    out += heart(hx, hy, s);
  }
  return out;
}

const bigHeart: Design = {
  name: 'Heart and rose petals',
  headline: 'With Love',
  draw(card, rng) {
    const fill = card.radial(
      'heartfill',
      [
        [0, '#ff5a6e'],
        [1, '#c21836'],
      ],
      { cx: 0.4, cy: 0.35, r: 0.8 },
    );
    let petals = '';
    for (let i = 0; i < 22; i++) {
      const x = rng.range(30, 570);
      const y = rng.range(30, 770);
      if (Math.hypot(x - 300, y - 380) < 250) continue;
      petals += leaf(x, y, rng.range(16, 26), rng.range(12, 18), rng.range(0, 360));
    }
    return [
      background(card, 'bg', [
        [0, '#fdeaee'],
        [1, '#f9d2da'],
      ]),
      path(petals, { fill: '#e23b55', opacity: 0.85 }),
      path(heart(300, 392, 430), { fill: '#a3142c', opacity: 0.18 }),
      path(heart(300, 380, 430), { fill }),
      path(d`M170 250Q185 200 240 195`, {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 12,
        'stroke-linecap': 'round',
        opacity: 0.35,
      }),
      headline(['With', 'Love'], {
        face: 'script',
        size: 118,
        y: 350,
        leading: 0.85,
        attrs: { fill: '#ffffff' },
      }),
      caption('always & forever', 300, 690, {
        size: 17,
        fill: '#a3142c',
        tracking: 0.4,
        uppercase: true,
      }),
      paperGrain(card, 0.04),
    ];
  },
};

const heartBalloons: Design = {
  name: 'Heart balloons',
  headline: 'I Love You',
  draw(card) {
    const tie: [number, number] = [300, 590];
    const spots: [number, number, number, string, number][] = [
      [300, 150, 190, '#ef476f', 0],
      [150, 250, 160, '#ff8fab', -14],
      [452, 240, 164, '#ffb3c6', 14],
      [225, 400, 132, '#f72585', -6],
      [382, 392, 136, '#ff6b8b', 8],
    ];
    let strings = '';
    let balloons = '';
    for (const [x, y, s, c, tilt] of spots) {
      const b = heartBalloon(card, x, y, s, c, tilt);
      balloons += b.markup;
      strings += wavyString(b.knot, tie, 2, 4);
    }
    return [
      background(card, 'bg', [
        [0, '#fff0f4'],
        [1, '#ffd9e3'],
      ]),
      motifPattern(card, 'hearts', 'heart', '#ffc2d1', 56, 10, 0.7),
      path(strings, { fill: 'none', stroke: '#b5838d', 'stroke-width': 1.6 }),
      balloons,
      path(d`M300 590Q292 620 304 650`, { fill: 'none', stroke: '#b5838d', 'stroke-width': 1.6 }),
      headline('I Love You', {
        face: 'serifItalic',
        size: 84,
        y: 730,
        attrs: { fill: '#9d0b4a' },
      }),
      path(
        sparkle(110, 120, 10) + sparkle(500, 110, 12) + sparkle(520, 480, 8) + sparkle(80, 470, 9),
        { fill: '#ffffff' },
      ),
    ];
  },
};

const roseGarland: Design = {
  name: 'Midnight roses',
  headline: 'With All My Love',
  draw(card, rng) {
    const gold = goldFill(card);
    let stems = '';
    let leaves = '';
    for (const [x, y, a] of [
      [80, 800, -70],
      [200, 800, -95],
      [330, 800, -80],
      [470, 800, -105],
      [560, 800, -120],
    ] as const) {
      const [s, l] = sprigPaths(x, y, 210, a, 34, rng.range(-0.15, 0.15), 3);
      stems += s;
      leaves += l;
    }
    const roses: [number, number, number, string][] = [
      [110, 640, 62, '#c9184a'],
      [250, 690, 74, '#a4133c'],
      [400, 650, 66, '#ff4d6d'],
      [525, 700, 56, '#c9184a'],
      [40, 730, 50, '#ff758f'],
      [330, 770, 52, '#ff758f'],
      [170, 770, 46, '#ff4d6d'],
    ];
    return [
      background(card, 'bg', [
        [0, '#3b0a18'],
        [1, '#5c1128'],
      ]),
      starField(rng, 30, 30, 540, 440, 34, '#f3d07c', 3, [[80, 160, 440, 300]]),
      path(stems, { fill: 'none', stroke: '#2d6a4f', 'stroke-width': 3 }),
      path(leaves, { fill: '#40916c' }),
      ...roses.map(([x, y, r, c], i) => rose(x, y, r, c, i * 47)),
      caption('to my one and only', 300, 200, {
        size: 16,
        fill: '#f3d07c',
        tracking: 0.35,
        uppercase: true,
      }),
      headline(['With All', 'My Love'], {
        face: 'serifItalic',
        size: 84,
        y: 300,
        leading: 1.08,
        attrs: { fill: gold },
      }),
      divider(300, 470, 170, '#e2b24f', 'heart'),
    ];
  },
};

const loveLetter: Design = {
  name: 'Love letter',
  headline: 'You Have My Heart',
  draw(card, rng) {
    const floating = heartScatter(() => rng.next(), 14, [150, 120, 300, 220], 14, 34);
    return [
      background(card, 'bg', [
        [0, '#fde7dc'],
        [1, '#f8d3c5'],
      ]),
      rect(30, 30, 540, 740, {
        fill: 'none',
        stroke: '#e07a5f',
        'stroke-width': 2,
        'stroke-dasharray': '14 8',
        rx: 16,
      }),
      path(floating, { fill: '#e5383b', opacity: 0.9 }),
      envelope(300, 460, 320, '#f4a261', '#fffaf3', '#c1121f'),
      headline(['You have', 'my heart'], {
        face: 'script',
        size: 82,
        y: 660,
        leading: 0.95,
        attrs: { fill: '#9b2226' },
      }),
      paperGrain(card, 0.05),
    ];
  },
};

const youAndMe: Design = {
  name: 'Linked hearts',
  headline: 'You & Me',
  draw(_card, rng) {
    const doodles = heartScatter(() => rng.next(), 24, [30, 30, 540, 740], 10, 20, [
      [300, 330, 230],
      [300, 640, 170],
    ]);
    return [
      rect(0, 0, 600, 800, { fill: '#fff6ee' }),
      path(doodles, { fill: 'none', stroke: '#f4a6a6', 'stroke-width': 2 }),
      g(
        { fill: 'none', 'stroke-width': 16, 'stroke-linejoin': 'round' },
        path(heart(240, 330, 250), { stroke: '#ff7b7b', transform: 'rotate(-10 240 330)' }),
        path(heart(360, 330, 250), { stroke: '#d62839', transform: 'rotate(10 360 330)' }),
      ),
      headline('You & Me', {
        face: 'pacifico',
        size: 100,
        y: 620,
        maxWidth: 480,
        attrs: { fill: '#3d2c48' },
      }),
      caption('my favourite love story', 300, 690, {
        size: 16,
        fill: '#d62839',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const toTheMoon: Design = {
  name: 'To the moon and back',
  headline: 'Love You to the Moon — and back',
  draw(card, rng) {
    let hearts = '';
    for (let i = 0; i < 8; i++) {
      const t = i / 7;
      const x = 80 + t * 320 + Math.sin(t * Math.PI * 2) * 24;
      const y = 400 - t * 200 - Math.sin(t * Math.PI) * 40;
      hearts += heart(x, y, 10 + t * 14);
    }
    return [
      background(card, 'bg', [
        [0, '#0d1b3d'],
        [1, '#27306b'],
      ]),
      starField(rng, 10, 10, 580, 780, 90, '#fff6d6', 3.5, [[60, 420, 480, 290]]),
      glowSpot(card, 'moonglow', 440, 170, 130, '#fff6d6', 0.25),
      crescent(460, 170, 78, '#ffe8a3'),
      path(hearts, { fill: '#ff8fab' }),
      headline(['Love you', 'to the moon'], {
        face: 'script',
        size: 84,
        y: 520,
        leading: 0.95,
        attrs: { fill: '#ffffff' },
      }),
      caption('and back', 300, 680, { size: 20, fill: '#ffe8a3', tracking: 0.45, uppercase: true }),
    ];
  },
};

export const love: Design[] = [
  bigHeart,
  heartBalloons,
  roseGarland,
  loveLetter,
  youAndMe,
  toTheMoon,
];
