import { caption, headline } from '../compose.ts';
import { background, dotPattern, paperGrain } from '../motifs/backdrop.ts';
import { blossom, daisy, tulip } from '../motifs/nature.ts';
import { sparkle } from '../motifs/shapes.ts';
import { cloud } from '../motifs/sky.ts';
import { basket, bunny, egg, grass, hatchingChick } from '../motifs/spring.ts';
import { circle, d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const GRASS = ['#8cc084', '#6aa56b', '#a7d49b'];

const eggBasket: Design = {
  name: 'Basket of painted eggs',
  headline: 'Happy Easter',
  draw(card, rng) {
    const b = basket(300, 540, 340);
    return [
      background(card, 'bg', [
        [0, '#fff7dc'],
        [1, '#fdeec0'],
      ]),
      dotPattern(card, 'dots', '#f7e1a1', 32, 2.4, 1),
      circle(300, 520, 220, { fill: '#fff3cf' }),
      headline('Happy Easter', {
        face: 'script',
        size: 96,
        y: 160,
        attrs: { fill: '#7b5ea7' },
      }),
      caption('hop into spring', 300, 210, {
        size: 16,
        fill: '#9b7fc7',
        tracking: 0.35,
        uppercase: true,
      }),
      b.back,
      grass(rng, 150, 545, 300, 40, GRASS),
      egg(card, 225, 470, 50, '#f7a1c4', '#ffffff', 'zigzag', -12),
      egg(card, 375, 468, 50, '#8fd3fe', '#ffffff', 'dots', 12),
      egg(card, 300, 450, 56, '#ffd166', '#f78c6b', 'stripes'),
      egg(card, 255, 500, 40, '#b8e0c8', '#7b5ea7', 'waves', -6),
      egg(card, 345, 505, 40, '#c3aef0', '#ffffff', 'zigzag', 8),
      b.front,
      grass(rng, 40, 780, 520, 50, GRASS),
      daisy(90, 740, 26, '#ffffff', '#ffd166'),
      daisy(510, 735, 30, '#ffffff', '#ffd166', 14, 10),
      paperGrain(card, 0.035),
    ];
  },
};

const peekingBunny: Design = {
  name: 'Peekaboo bunny',
  headline: 'Happy Easter',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#def4ea'],
        [1, '#c9ecdc'],
      ]),
      cloud(140, 110, 150, '#ffffff', 0.8),
      cloud(470, 170, 120, '#ffffff', 0.7),
      headline('Happy Easter', {
        face: 'pacifico',
        size: 80,
        y: 290,
        attrs: { fill: '#ef6f9a' },
      }),
      caption('some bunny loves you', 300, 345, {
        size: 16,
        fill: '#3f8f6f',
        tracking: 0.3,
        uppercase: true,
      }),
      bunny(300, 650, 110),
      path(d`M0 730Q150 700 300 722T600 715V800H0Z`, { fill: '#8cc084' }),
      grass(rng, -10, 800, 620, 60, GRASS),
      egg(card, 110, 720, 34, '#ffd166', '#ef6f9a', 'dots', -14),
      egg(card, 490, 724, 30, '#c3aef0', '#ffffff', 'stripes', 12),
      blossom(60, 660, 16, '#ffc8dd', '#f7a1c4'),
      blossom(545, 650, 18, '#fff3b0', '#f6bd60'),
      path(sparkle(120, 470, 9) + sparkle(480, 470, 11) + sparkle(430, 110, 7), {
        fill: '#ffffff',
      }),
    ];
  },
};

const tulipsAndEggs: Design = {
  name: 'Spring tulips',
  headline: 'Happy Easter',
  draw(card, rng) {
    const tulips: [number, number, string, number][] = [
      [80, 260, '#f7a1c4', -10],
      [150, 320, '#ffd166', 6],
      [225, 280, '#c3aef0', -4],
      [375, 290, '#f78c6b', 5],
      [450, 330, '#f7a1c4', -6],
      [525, 270, '#ffd166', 10],
    ];
    return [
      background(card, 'bg', [
        [0, '#efe7fa'],
        [1, '#ddd0f3'],
      ]),
      rect(40, 40, 520, 720, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, rx: 260 }),
      caption('spring has sprung', 300, 120, {
        size: 16,
        fill: '#7b5ea7',
        tracking: 0.35,
        uppercase: true,
      }),
      headline(['Happy', 'Easter'], {
        face: 'serifItalic',
        size: 104,
        y: 225,
        leading: 1.0,
        attrs: { fill: '#4b2c77' },
      }),
      ...tulips.map(([x, h, c, lean]) => tulip(x, 800, h, c, '#5c9e6e', lean)),
      egg(card, 300, 715, 48, '#ffd166', '#7b5ea7', 'zigzag'),
      egg(card, 250, 745, 34, '#f7a1c4', '#ffffff', 'dots', -15),
      egg(card, 352, 748, 34, '#8fd3fe', '#ffffff', 'waves', 15),
      grass(rng, 0, 800, 600, 40, GRASS),
    ];
  },
};

const grandEgg: Design = {
  name: 'Grand painted egg',
  headline: 'Happy Easter',
  draw(card) {
    return [
      background(card, 'bg', [
        [0, '#dcecfb'],
        [1, '#c8defa'],
      ]),
      dotPattern(card, 'dots', '#ffffff', 40, 3, 0.6),
      egg(card, 300, 410, 200, '#ffb5c8', '#ff7aa2', 'waves'),
      rect(86, 340, 428, 150, { fill: '#ffffff' }),
      rect(86, 350, 428, 3, { fill: '#ff7aa2' }),
      rect(86, 477, 428, 3, { fill: '#ff7aa2' }),
      headline('HAPPY EASTER', {
        face: 'raleway',
        size: 56,
        y: 436,
        tracking: 0.06,
        maxWidth: 380,
        attrs: { fill: '#d6336c' },
      }),
      blossom(170, 680, 26, '#ffffff', '#ffd166'),
      blossom(430, 680, 26, '#ffffff', '#ffd166'),
      blossom(300, 705, 20, '#fff3b0', '#ff7aa2'),
      caption('wishing you joy & sunshine', 300, 760, {
        size: 15,
        fill: '#3b5a85',
        tracking: 0.25,
        uppercase: true,
      }),
    ];
  },
};

const hatching: Design = {
  name: 'Hatching chick',
  headline: 'Happy Easter',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#fff1e1'],
        [1, '#ffe0c2'],
      ]),
      circle(300, 470, 200, { fill: '#ffe8cc' }),
      circle(300, 470, 200, {
        fill: 'none',
        stroke: '#ffc98b',
        'stroke-width': 3,
        'stroke-dasharray': '1 12',
        'stroke-linecap': 'round',
      }),
      headline('Happy Easter', {
        face: 'serif',
        size: 76,
        y: 150,
        attrs: { fill: '#c0562f' },
      }),
      caption('hello, spring!', 300, 200, {
        size: 17,
        fill: '#d98a4e',
        tracking: 0.35,
        uppercase: true,
      }),
      hatchingChick(300, 520, 110),
      grass(rng, 100, 680, 400, 50, GRASS),
      daisy(140, 650, 30, '#ffffff', '#ffd23f'),
      daisy(465, 640, 34, '#ffffff', '#ffd23f', 14, 8),
      tulip(90, 700, 160, '#f78c6b'),
      tulip(515, 700, 150, '#f7a1c4', '#5c9e6e', 6),
      rect(0, 680, 600, 120, { fill: '#a7d49b' }),
      grass(rng, -10, 690, 620, 30, GRASS),
      egg(card, 150, 740, 28, '#8fd3fe', '#ffffff', 'dots', -12),
      egg(card, 450, 740, 28, '#c3aef0', '#ffffff', 'zigzag', 12),
      paperGrain(card, 0.035),
    ];
  },
};

export const easter: Design[] = [eggBasket, peekingBunny, tulipsAndEggs, grandEgg, hatching];
