import { caption, headline } from '../compose.ts';
import {
  background,
  divider,
  glowSpot,
  goldFill,
  motifPattern,
  paperGrain,
} from '../motifs/backdrop.ts';
import { blossom, sprigPaths } from '../motifs/nature.ts';
import { starField } from '../motifs/party.ts';
import { house, loveBird, swan } from '../motifs/seasonal.ts';
import { dot, heart, leaf, sparkle } from '../motifs/shapes.ts';
import { circle, d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const goldRings: Design = {
  name: 'Golden rings',
  headline: 'Happy Anniversary',
  draw(card) {
    const gold = card.linear(
      'ringgold',
      [
        [0, '#fff1c1'],
        [0.3, '#e2b24f'],
        [0.6, '#b8862b'],
        [1, '#f3d07c'],
      ],
      45,
    );
    const arc = (cx: number, cy: number, r: number, a0: number, a1: number) => {
      const p = (a: number) =>
        [cx + Math.cos((a * Math.PI) / 180) * r, cy + Math.sin((a * Math.PI) / 180) * r] as const;
      const [x0, y0] = p(a0);
      const [x1, y1] = p(a1);
      return d`M${x0} ${y0}A${r} ${r} 0 0 1 ${x1} ${y1}`;
    };
    const gem = d`M350 200L368 214L350 236L332 214Z`;
    return [
      background(card, 'bg', [
        [0, '#f8f2ea'],
        [1, '#efe3d3'],
      ]),
      motifPattern(card, 'sparkles', 'sparkle', '#e7cf9f', 70, 14, 0.7),
      circle(300, 330, 200, { fill: '#fffaf2' }),
      circle(250, 330, 95, { fill: 'none', stroke: gold, 'stroke-width': 18 }),
      circle(350, 330, 95, { fill: 'none', stroke: gold, 'stroke-width': 18 }),
      // Re-draw one crossing of the first ring on top so the rings interlock.
      path(arc(250, 330, 95, -78, -38), { fill: 'none', stroke: gold, 'stroke-width': 18 }),
      path(gem, { fill: '#dff3ff', stroke: '#9cc9e6', 'stroke-width': 2 }),
      path(d`M332 214H368M350 200L344 214L350 236L356 214Z`, {
        fill: 'none',
        stroke: '#9cc9e6',
        'stroke-width': 1.2,
      }),
      path(sparkle(378, 190, 12) + sparkle(322, 188, 7), { fill: '#e2b24f' }),
      headline(['Happy', 'Anniversary'], {
        face: 'script',
        size: 96,
        y: 585,
        leading: 0.92,
        attrs: { fill: '#6b4f2a' },
      }),
      divider(300, 700, 180, '#c8922e', 'heart'),
      caption('to many more years together', 300, 740, {
        size: 15,
        fill: '#7d6140',
        tracking: 0.25,
        uppercase: true,
      }),
      paperGrain(card, 0.04),
    ];
  },
};

const floralHeart: Design = {
  name: 'Floral heart wreath',
  headline: 'Happy Anniversary',
  draw(card, rng) {
    const pts: [number, number, number][] = [];
    const n = 40;
    for (let i = 0; i < n; i++) {
      const t = (i / n) * Math.PI * 2;
      const x = 16 * Math.sin(t) ** 3;
      const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
      const dx = 48 * Math.cos(t) * Math.sin(t) ** 2;
      const dy =
        13 * Math.sin(t) - 10 * Math.sin(2 * t) - 6 * Math.sin(3 * t) - 4 * Math.sin(4 * t);
      pts.push([300 + x * 15, 395 + y * 15, (Math.atan2(dy, dx) * 180) / Math.PI]);
    }
    let leaves = '';
    let leaves2 = '';
    pts.forEach(([x, y, a], i) => {
      const s = 30 + rng.next() * 10;
      const l = leaf(x, y, s, s * 0.45, a + 35) + leaf(x, y, s * 0.9, s * 0.42, a + 145);
      if (i % 2) leaves += l;
      else leaves2 += l;
    });
    const flowers = pts
      .filter((_, i) => i % 5 === 0)
      .map(([x, y], i) =>
        blossom(
          x,
          y,
          22 + (i % 2) * 6,
          i % 2 ? '#f7a1b5' : '#ffffff',
          i % 2 ? '#c9184a' : '#f6bd60',
          5,
          i * 20,
        ),
      )
      .join('');
    return [
      background(card, 'bg', [
        [0, '#f6e4e4'],
        [1, '#ecd2d2'],
      ]),
      path(leaves, { fill: '#7f9f80' }),
      path(leaves2, { fill: '#a7c4a0' }),
      flowers,
      headline('Happy', {
        face: 'script',
        size: 104,
        y: 374,
        attrs: { fill: '#8c2f47' },
      }),
      headline('ANNIVERSARY', {
        face: 'serif',
        size: 36,
        y: 442,
        tracking: 0.14,
        maxWidth: 300,
        attrs: { fill: '#5a3e4b' },
      }),
      caption('here’s to us', 300, 690, {
        size: 17,
        fill: '#8c2f47',
        tracking: 0.35,
        uppercase: true,
      }),
    ];
  },
};

const swanLake: Design = {
  name: 'Swans on the lake',
  headline: 'Happy Anniversary',
  draw(card) {
    let ripples = '';
    for (const [y, w] of [
      [640, 200],
      [672, 300],
      [706, 180],
      [744, 320],
    ] as const) {
      ripples += d`M${300 - w / 2} ${y}Q${300} ${y - 8} ${300 + w / 2} ${y}`;
    }
    return [
      background(card, 'bg', [
        [0, '#fde2e4'],
        [0.6, '#e2ece9'],
        [1, '#cfe3ea'],
      ]),
      circle(300, 450, 150, { fill: '#fff6e9', opacity: 0.9 }),
      rect(0, 590, 600, 210, { fill: '#9ccfd8' }),
      rect(0, 590, 600, 6, { fill: '#ffffff', opacity: 0.6 }),
      path(ripples, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
      swan(236, 600, 160, 1),
      swan(364, 600, 160, -1),
      path(heart(300, 340, 26), { fill: '#f28482' }),
      headline('Happy Anniversary', {
        face: 'serif',
        size: 64,
        y: 140,
        attrs: { fill: '#2a4d69' },
      }),
      caption('forever and always', 300, 190, {
        size: 16,
        fill: '#5b7f95',
        tracking: 0.35,
        uppercase: true,
      }),
    ];
  },
};

const loveBirds: Design = {
  name: 'Love birds and blossom',
  headline: 'Happy Anniversary',
  draw(card, rng) {
    const [twig1, twigLeaves] = sprigPaths(420, 470, 150, -30, 24, 0.2, 2);
    const branch = d`M-10 560C120 520 250 500 380 470S560 420 620 380`;
    let petals = '';
    for (let i = 0; i < 10; i++) {
      petals += leaf(rng.range(40, 560), rng.range(560, 780), 14, 10, rng.range(0, 360));
    }
    return [
      background(card, 'bg', [
        [0, '#ffeadb'],
        [1, '#ffd9c2'],
      ]),
      circle(300, 420, 230, { fill: '#fff4ec' }),
      path(branch, {
        fill: 'none',
        stroke: '#7a5230',
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      path(twig1, { fill: 'none', stroke: '#7a5230', 'stroke-width': 4 }),
      path(twigLeaves, { fill: '#8ab17d' }),
      blossom(120, 525, 26, '#f7a1c4', '#c9184a'),
      blossom(80, 560, 18, '#ffc8dd', '#f7a1c4'),
      blossom(470, 420, 24, '#f7a1c4', '#c9184a'),
      blossom(530, 395, 18, '#ffc8dd', '#f7a1c4'),
      blossom(440, 470, 16, '#ffffff', '#f7a1c4'),
      loveBird(258, 470, 80, 1, '#ef8a80'),
      loveBird(350, 458, 80, -1, '#5fa8a0'),
      path(heart(304, 360, 30), { fill: '#e5383b' }),
      path(petals, { fill: '#f7a1c4', opacity: 0.8 }),
      headline('Happy Anniversary', {
        face: 'pacifico',
        size: 64,
        y: 150,
        attrs: { fill: '#9c3f46' },
      }),
      caption('my love, my best friend', 300, 200, {
        size: 15,
        fill: '#a8664f',
        tracking: 0.3,
        uppercase: true,
      }),
      paperGrain(card, 0.04),
    ];
  },
};

const homeTogether: Design = {
  name: 'Home together',
  headline: 'Happy Anniversary',
  draw(card, rng) {
    const gold = goldFill(card);
    const trees =
      d`M110 640L150 520L190 640Z` +
      d`M70 660L100 580L130 660Z` +
      d`M440 650L480 540L520 650Z` +
      d`M500 660L530 590L560 660Z`;
    return [
      background(card, 'bg', [
        [0, '#16213e'],
        [1, '#324a7a'],
      ]),
      starField(rng, 10, 10, 580, 420, 70, '#fff1c1', 3, [[30, 90, 540, 160]]),
      path(d`M0 650Q300 600 600 650V800H0Z`, { fill: '#23395d' }),
      path(trees, { fill: '#1a2d4c' }),
      glowSpot(card, 'glow', 300, 540, 170, '#ffd27a', 0.25),
      house(300, 650, 200, '#f1e3d3', '#b34a4a', '#ffd27a'),
      path(dot(270, 320, 3) + dot(290, 300, 4), { fill: '#f1e3d3', opacity: 0.6 }),
      path(d`M0 700Q300 660 600 700V800H0Z`, { fill: '#f0f4ff' }),
      headline('Happy Anniversary', {
        face: 'script',
        size: 80,
        y: 170,
        attrs: { fill: gold },
      }),
      caption('home is wherever I’m with you', 300, 225, {
        size: 15,
        fill: '#e7ecff',
        tracking: 0.22,
        uppercase: true,
      }),
      caption('two hearts, one home', 300, 760, {
        size: 15,
        fill: '#324a7a',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

export const anniversary: Design[] = [goldRings, floralHeart, swanLake, loveBirds, homeTogether];
