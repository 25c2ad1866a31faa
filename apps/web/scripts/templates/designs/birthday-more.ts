// Birthday designs 4-6: party hats, gift stack, starry night.
import { caption, headline } from '../compose.ts';
import { background, dotPattern, glowSpot, paperGrain, stripePattern } from '../motifs/backdrop.ts';
import { candle, cupcake } from '../motifs/cake.ts';
import { gift, partyHat } from '../motifs/gifts.ts';
import { bunting, confetti, curlyStreamer, starField } from '../motifs/party.ts';
import { sparkle } from '../motifs/shapes.ts';
import { d, ellipse, g, path } from '../svg.ts';
import type { Design } from './types.ts';

export const hatsAndStreamers: Design = {
  name: 'Party hats and streamers',
  headline: 'Happy Birthday',
  draw(card, rng) {
    const streamerColors = ['#ff6b6b', '#ffc145', '#4cc9f0', '#f368e0', '#2ec4b6', '#8c7bff'];
    let streamers = '';
    for (let i = 0; i < 7; i++) {
      streamers += path(
        curlyStreamer([40 + i * 86, -10], 90 + rng.range(-8, 8), 170 + rng.next() * 90, 14, 4),
        {
          fill: 'none',
          stroke: streamerColors[i % streamerColors.length],
          'stroke-width': 5,
          'stroke-linecap': 'round',
        },
      );
    }
    return [
      background(card, 'bg', [
        [0, '#e3f6f3'],
        [1, '#c9ece6'],
      ]),
      stripePattern(card, 'stripes', '#ffffff', 40, 16, 0, 0.35),
      streamers,
      bunting(
        [-10, 40],
        [610, 40],
        34,
        ['#ff6b6b', '#ffc145', '#4cc9f0', '#f368e0', '#2ec4b6'],
        9,
        26,
        '#35605a',
      ),
      caption('it’s your day', 300, 330, {
        size: 17,
        fill: '#1f7a70',
        tracking: 0.4,
        uppercase: true,
        face: 'montserrat',
      }),
      headline('Happy', {
        face: 'script',
        size: 110,
        y: 414,
        attrs: { fill: '#e0455f' },
      }),
      headline('BIRTHDAY', {
        face: 'montserrat',
        size: 64,
        y: 502,
        tracking: 0.12,
        attrs: { fill: '#1d3f3a' },
      }),
      ellipse(300, 745, 250, 18, { fill: '#1f7a70', opacity: 0.15 }),
      partyHat(
        card,
        'hat1',
        150,
        738,
        124,
        165,
        { body: '#ffc145', stripe: '#ff6b6b', pom: '#f368e0', trim: '#fff' },
        -14,
      ),
      partyHat(
        card,
        'hat2',
        450,
        738,
        124,
        165,
        { body: '#8c7bff', stripe: '#ffffff', pom: '#ffc145', trim: '#ffe066' },
        14,
      ),
      partyHat(card, 'hat3', 300, 756, 140, 200, {
        body: '#ff6b6b',
        stripe: '#ffe066',
        pom: '#4cc9f0',
        trim: '#fff',
      }),
      confetti(rng, {
        x: 30,
        y: 280,
        w: 540,
        h: 300,
        count: 40,
        colors: streamerColors,
        avoid: [[70, 300, 460, 220]],
      }),
    ];
  },
};

export const giftStack: Design = {
  name: 'Gift stack',
  headline: 'Happy Birthday',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#ffe4e1'],
        [1, '#ffd0d6'],
      ]),
      dotPattern(card, 'dots', '#ffffff', 44, 4, 0.55),
      caption('to you, with love', 300, 96, {
        size: 16,
        fill: '#a3243a',
        tracking: 0.35,
        uppercase: true,
      }),
      headline('Happy Birthday', {
        face: 'script',
        size: 92,
        y: 190,
        attrs: { fill: '#a3243a' },
      }),
      ellipse(300, 728, 250, 20, { fill: '#a3243a', opacity: 0.12 }),
      gift(card, 135, 530, 330, 198, '#2a9d8f', '#ffd166', 'dots'),
      g(
        { transform: 'rotate(-6 300 500)' },
        gift(card, 180, 380, 240, 120, '#ef476f', '#ffffff', 'stripes'),
      ),
      gift(card, 40, 620, 110, 108, '#ffd166', '#ef476f'),
      gift(card, 462, 640, 100, 88, '#8c7bff', '#ffd166'),
      confetti(rng, {
        x: 30,
        y: 240,
        w: 540,
        h: 180,
        count: 26,
        colors: ['#ef476f', '#ffd166', '#2a9d8f', '#8c7bff'],
        avoid: [[140, 280, 320, 160]],
      }),
      paperGrain(card, 0.035),
    ];
  },
};

export const nightSky: Design = {
  name: 'Starry night cupcake',
  headline: 'Happy Birthday',
  draw(card, rng) {
    const gold = card.linear('gold', [
      [0, '#fff1c1'],
      [0.5, '#f4c55b'],
      [1, '#d99a2b'],
    ]);
    return [
      background(card, 'bg', [
        [0, '#141042'],
        [0.6, '#2c2273'],
        [1, '#4b3a9a'],
      ]),
      starField(rng, 20, 20, 560, 560, 80, '#fff3c4', 4, [
        [40, 250, 520, 150],
        [180, 440, 240, 260],
      ]),
      glowSpot(card, 'moonglow', 470, 130, 110, '#fff3c4', 0.35),
      path(d`M478 80A52 52 0 1 0 520 170A60 60 0 1 1 478 80Z`, { fill: '#ffe9a8' }),
      caption('make a wish upon a star', 300, 285, {
        size: 15,
        fill: '#fce9b0',
        tracking: 0.3,
        uppercase: true,
      }),
      headline('Happy Birthday', {
        face: 'serifItalic',
        size: 76,
        y: 370,
        attrs: { fill: gold },
      }),
      glowSpot(card, 'cakeglow', 300, 560, 200, '#ffcf70', 0.35),
      path(d`M0 700Q150 650 300 690T600 680L600 800L0 800Z`, { fill: '#1b154d' }),
      path(d`M0 740Q180 700 330 735T600 730L600 800L0 800Z`, { fill: '#120e38' }),
      cupcake(300, 690, 170, '#f4c55b', '#ffb3c7', null),
      candle(card, 300, 468, 44, '#8fd3ff'),
      path(
        sparkle(190, 560, 12) + sparkle(420, 520, 9) + sparkle(140, 470, 7) + sparkle(460, 610, 7),
        {
          fill: '#fff3c4',
        },
      ),
    ];
  },
};
