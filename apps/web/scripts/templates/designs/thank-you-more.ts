// Thank-you designs 5-6: sunflowers at dusk, gilded arch.
import { caption, headline } from '../compose.ts';
import { background, divider, dotPattern, frame, goldFill } from '../motifs/backdrop.ts';
import { sprigPaths, sunflower } from '../motifs/nature.ts';
import { sparkle } from '../motifs/shapes.ts';
import { d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

export const sunflowers: Design = {
  name: 'Sunflowers at dusk',
  headline: 'Thank You',
  draw(card, rng) {
    const [stem, leaves] = sprigPaths(130, 800, 230, -82, 50, 0.05, 2);
    const [stem2, leaves2] = sprigPaths(465, 800, 200, -98, 46, -0.05, 2);
    return [
      background(card, 'bg', [
        [0, '#1d2d50'],
        [1, '#2e4372'],
      ]),
      dotPattern(card, 'dots', '#f7d774', 48, 1.6, 0.35),
      path(stem + stem2, { fill: 'none', stroke: '#3f7d4a', 'stroke-width': 8 }),
      path(leaves + leaves2, { fill: '#4f9a5a' }),
      sunflower(130, 580, 135, rng.range(0, 20)),
      sunflower(465, 620, 110, rng.range(0, 20)),
      sunflower(310, 750, 82, rng.range(0, 20)),
      caption('you brighten my days', 300, 190, {
        size: 16,
        fill: '#f7d774',
        tracking: 0.32,
        uppercase: true,
      }),
      headline('Thank You', {
        face: 'script',
        size: 116,
        y: 320,
        attrs: { fill: '#ffd35c' },
      }),
      path(d`M230 362Q300 382 370 362`, {
        fill: 'none',
        stroke: '#ffd35c',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
    ];
  },
};

export const goldArch: Design = {
  name: 'Gilded arch',
  headline: 'Thank You — with gratitude',
  draw(card) {
    const gold = goldFill(card);
    const arch = d`M130 700L130 330A170 170 0 0 1 470 330L470 700Z`;
    const inner = d`M146 684L146 334A154 154 0 0 1 454 334L454 684Z`;
    let stems = '';
    let lineLeaves = '';
    for (const [x, y, a, len, bend] of [
      [112, 700, -92, 250, -0.08],
      [100, 700, -112, 140, 0.1],
      [488, 700, -88, 250, 0.08],
      [500, 700, -68, 140, -0.1],
    ] as const) {
      const [stem, leaves] = sprigPaths(x, y, len, a, 34, bend, 4);
      stems += stem;
      lineLeaves += leaves;
    }
    return [
      rect(0, 0, 600, 800, { fill: '#1f3d35' }),
      path(arch, { fill: '#244a40' }),
      path(arch, { fill: 'none', stroke: gold, 'stroke-width': 3 }),
      path(inner, { fill: 'none', stroke: gold, 'stroke-width': 1 }),
      path(stems, { fill: 'none', stroke: gold, 'stroke-width': 1.6 }),
      path(lineLeaves, { fill: '#244a40', stroke: gold, 'stroke-width': 1.4 }),
      path(sparkle(300, 228, 16), { fill: gold }),
      headline(['THANK', 'YOU'], {
        face: 'serif',
        size: 80,
        y: 400,
        tracking: 0.08,
        leading: 1.1,
        maxWidth: 260,
        attrs: { fill: gold },
      }),
      divider(300, 540, 150, '#e2b24f', 'diamond'),
      caption('with gratitude', 300, 590, {
        size: 22,
        fill: '#f3d07c',
        face: 'serifItalic',
        maxWidth: 300,
      }),
      frame(22, '#c8922e', 1.2, 8),
    ];
  },
};
