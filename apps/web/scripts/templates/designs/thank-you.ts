// Thank-you designs 1-4 and the category list.
import { caption, headline } from '../compose.ts';
import { background, divider, dotPattern, paperGrain } from '../motifs/backdrop.ts';
import { bow } from '../motifs/gifts.ts';
import { blossom, daisy, rose, tulipHead, wreath } from '../motifs/nature.ts';
import { dot, leaf } from '../motifs/shapes.ts';
import { circle, d, g, path, rect, use } from '../svg.ts';
import { goldArch, sunflowers } from './thank-you-more.ts';
import type { Design } from './types.ts';

const botanicalWreath: Design = {
  name: 'Botanical wreath',
  headline: 'Thank You',
  draw(card, rng) {
    const greens = ['#7a9e7e', '#a3b18a', '#588157', '#8fb996'];
    let flowers = '';
    for (const a of [20, 150, 250, 330]) {
      const x = 300 + Math.cos((a * Math.PI) / 180) * 200;
      const y = 380 + Math.sin((a * Math.PI) / 180) * 200;
      flowers += blossom(x, y, 24, '#f4b6c2', '#e07a8f', 5, a);
      flowers += blossom(x + 26, y + 14, 14, '#fde2e4', '#f4b6c2', 5, a + 20);
    }
    return [
      background(card, 'bg', [
        [0, '#f8f4ec'],
        [1, '#efe8da'],
      ]),
      wreath(rng, 300, 380, 200, greens, null, 34, 34),
      wreath(rng, 300, 380, 186, ['#6b8f71', '#94a97e'], null, 20, 24),
      flowers,
      headline(['Thank', 'you'], {
        face: 'script',
        size: 112,
        y: 368,
        leading: 0.82,
        attrs: { fill: '#36503b' },
      }),
      divider(300, 680, 160, '#7a9e7e', 'heart'),
      caption('from the bottom of my heart', 300, 722, {
        size: 16,
        fill: '#4b6350',
        tracking: 0.22,
        uppercase: true,
      }),
      paperGrain(card, 0.04),
    ];
  },
};

const boldType: Design = {
  name: 'Bold type repeat',
  headline: 'Thank You',
  draw(card) {
    card.symbol(
      'ty',
      headline('THANK YOU', {
        face: 'oswald',
        size: 118,
        y: 0,
        tracking: 0.02,
        maxWidth: 540,
        // The same lettering repeats as the background and bleeds off the card by design.
        pattern: true,
        attrs: {},
      }),
    );
    const rows: string[] = [];
    for (let i = 0; i < 9; i++) {
      const y = 40 + i * 108;
      if (i === 4) continue;
      rows.push(
        use('ty', {
          y,
          fill: 'none',
          stroke: '#f6c7a7',
          'stroke-width': 1.6,
          opacity: 1 - Math.abs(i - 4) * 0.2,
        }),
      );
    }
    return [
      rect(0, 0, 600, 800, { fill: '#c8553d' }),
      ...rows,
      rect(0, 370, 600, 126, { fill: '#b5472f' }),
      use('ty', { y: 472, fill: '#fff4e6' }),
      rect(198, 560, 204, 56, { rx: 28, fill: '#fff4e6' }),
      caption('so very much', 300, 594, {
        size: 16,
        fill: '#b5472f',
        tracking: 0.2,
        uppercase: true,
        face: 'poppins',
        maxWidth: 240,
      }),
    ];
  },
};

const wrappedBouquet: Design = {
  name: 'Wrapped bouquet',
  headline: 'Thank You',
  draw(card, rng) {
    // Broad leaves fanning out behind the blooms.
    let leaves = '';
    let leaves2 = '';
    for (let i = 0; i < 9; i++) {
      const a = -165 + i * 18.5 + rng.range(-5, 5);
      const l = leaf(300, 480, rng.range(200, 235), rng.range(44, 56), a);
      if (i % 2) leaves += l;
      else leaves2 += l;
    }
    // Baby's breath: clusters of tiny white dots between the flowers.
    let filler = '';
    for (let i = 0; i < 40; i++) {
      const a = rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
      const r = rng.range(110, 160);
      filler += dot(300 + Math.cos(a) * r, 460 + Math.sin(a) * r * 0.9, rng.range(2.5, 4.5));
    }
    const flowers = [
      daisy(168, 448, 32, '#ffffff', '#f6bd60', 14, 10),
      daisy(434, 445, 32, '#ffffff', '#f6bd60'),
      rose(235, 345, 46, '#f4a6a6', 30),
      rose(365, 340, 46, '#f7b7a3', 70),
      rose(300, 305, 50, '#e56b6f', 10),
      blossom(180, 385, 26, '#ffd6e0', '#e56b6f'),
      blossom(422, 382, 26, '#ffffff', '#f6bd60'),
      rose(225, 425, 48, '#e56b6f', 50),
      rose(375, 422, 48, '#f4a6a6', 80),
      rose(300, 392, 54, '#d1495b', 60),
      blossom(300, 470, 24, '#ffffff', '#f4a6a6'),
    ].join('');
    return [
      background(card, 'bg', [
        [0, '#fdeeea'],
        [1, '#f9dcd6'],
      ]),
      circle(300, 470, 235, { fill: '#fbe3de' }),
      headline('Thank You', {
        face: 'serif',
        size: 84,
        y: 120,
        attrs: { fill: '#7d2a3c' },
      }),
      caption('for everything', 300, 164, {
        size: 16,
        fill: '#a3485a',
        tracking: 0.35,
        uppercase: true,
      }),
      g(
        { transform: 'translate(300 770) scale(1.12) translate(-300 -740)' },
        path(leaves, { fill: '#6a994e' }),
        path(leaves2, { fill: '#86a873' }),
        path(d`M200 480L400 480L318 690L282 690Z`, { fill: '#fde7ee' }),
        path(filler, { fill: '#ffffff' }),
        flowers,
        // Kraft wrap: two overlapping folds.
        path(d`M170 470L330 500L300 740Z`, { fill: '#d9b38c' }),
        path(d`M430 470L270 500L300 740Z`, { fill: '#c89f76' }),
        path(d`M300 740L285 660L315 660Z`, { fill: '#b88b62' }),
        bow(300, 640, 70, '#d1495b'),
      ),
      paperGrain(card, 0.04),
    ];
  },
};

const thanksABunch: Design = {
  name: 'Thanks a bunch tulips',
  headline: 'Thanks a bunch!',
  draw(card) {
    const tie = [300, 600] as const;
    const heads: [number, number, string, number][] = [
      [300, 300, '#f25f5c', 0],
      [235, 330, '#ffb4a2', -14],
      [365, 330, '#ffe066', 14],
      [180, 385, '#ffe066', -24],
      [420, 385, '#f25f5c', 24],
      [262, 400, '#f7a072', -8],
      [340, 405, '#ffb4a2', 8],
    ];
    let stems = '';
    let headsOut = '';
    for (const [x, y, c, tilt] of heads) {
      stems += d`M${x} ${y}Q${(x + tie[0]) / 2} ${(y + tie[1]) / 2 + 30} ${tie[0]} ${tie[1]}`;
      headsOut += tulipHead(x, y, 30, c, tilt);
    }
    for (const dx of [-24, -10, 6, 20]) stems += d`M${tie[0]} ${tie[1]}L${tie[0] + dx} 720`;
    const leaves =
      leaf(300, 600, 170, 40, -128) + leaf(300, 600, 160, 40, -52) + leaf(300, 610, 120, 30, -100);
    return [
      background(card, 'bg', [
        [0, '#dff3f7'],
        [1, '#c6e6ef'],
      ]),
      dotPattern(card, 'dots', '#ffffff', 30, 2.4, 0.7),
      circle(300, 400, 210, { fill: '#ffffff', opacity: 0.55 }),
      path(leaves, { fill: '#5c9e6e' }),
      path(stems, {
        fill: 'none',
        stroke: '#4f8a5b',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
      headsOut,
      rect(282, 588, 36, 26, { fill: '#2b4c7e', rx: 4 }),
      bow(300, 598, 58, '#2b4c7e'),
      headline('Thanks a bunch!', {
        face: 'pacifico',
        size: 70,
        y: 140,
        attrs: { fill: '#2b4c7e' },
      }),
      caption('you made my day', 300, 770, {
        size: 16,
        fill: '#2b4c7e',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

export const thankYou: Design[] = [
  botanicalWreath,
  boldType,
  wrappedBouquet,
  thanksABunch,
  sunflowers,
  goldArch,
];
