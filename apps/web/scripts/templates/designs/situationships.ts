import { caption, headline } from '../compose.ts';
import { background, paperGrain } from '../motifs/backdrop.ts';
import {
  checkbox,
  notebook,
  phone,
  speechBubble,
  tangle,
  thoughtBubble,
} from '../motifs/modern.ts';
import { heart, sparkle } from '../motifs/shapes.ts';
import { circle, el, g, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const INK = '#2b1838';

const itsComplicated: Design = {
  name: 'It’s complicated',
  headline: 'It’s complicated (but I like you)',
  draw(card, rng) {
    const line = tangle(rng, [-10, 660], [425, 610], 6, 48);
    return [
      background(card, 'bg', [
        [0, '#ece5ff'],
        [1, '#dcd0ff'],
      ]),
      headline(['It’s', 'complicated'], {
        face: 'serifItalic',
        size: 96,
        y: 170,
        leading: 0.95,
        attrs: { fill: INK },
      }),
      headline('(but I like you)', {
        face: 'script',
        size: 64,
        y: 350,
        attrs: { fill: '#ff5e2b' },
      }),
      path(line, {
        fill: 'none',
        stroke: '#ff5e2b',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      path(heart(470, 605, 90), { fill: '#ff5e2b', transform: 'rotate(12 470 605)' }),
      path(sparkle(520, 520, 12) + sparkle(90, 470, 9), { fill: INK }),
      paperGrain(card, 0.05),
    ];
  },
};

const whateverWeAre: Design = {
  name: 'Whatever we are',
  headline: 'Thinking of you, whatever we are',
  draw(card) {
    const marks = [
      [90, 130, -14],
      [520, 170, 12],
      [540, 620, -8],
      [70, 560, 10],
    ] as const;
    return [
      background(card, 'bg', [
        [0, '#ff4f81'],
        [1, '#ff86a8'],
      ]),
      path(thoughtBubble(300, 330, 215, 160, [130, 600]), { fill: '#ffffff' }),
      headline(['Thinking', 'of you'], {
        face: 'serif',
        size: 88,
        y: 315,
        leading: 1.0,
        maxWidth: 340,
        attrs: { fill: INK },
      }),
      ...marks.map(([x, y, r]) =>
        headline('?', {
          face: 'pacifico',
          size: 70,
          x,
          y,
          pattern: true,
          attrs: { fill: '#ffffff', opacity: 0.75, transform: `rotate(${r} ${x} ${y})` },
        }),
      ),
      path(heart(480, 520, 40) + heart(520, 470, 22), { fill: '#ffffff' }),
      headline('whatever we are', {
        face: 'script',
        size: 76,
        y: 700,
        attrs: { fill: '#ffffff' },
      }),
    ];
  },
};

const undefinedCute: Design = {
  name: 'Undefined, but cute',
  headline: 'Undefined, but make it cute',
  draw(card) {
    const ph = phone(170, 360, 260, 470, '#2b1838', '#fff8fb');
    const [sx, sy, sw] = ph.screen;
    const clip = 'screenclip';
    card.def(clip, el('clipPath', { id: clip }, rect(sx, sy, sw, 460, { rx: 26 })));
    return [
      background(card, 'bg', [
        [0, '#c9f7e4'],
        [1, '#c6d8ff'],
      ]),
      headline('Undefined,', {
        face: 'oswald',
        size: 100,
        y: 150,
        tracking: 0.02,
        attrs: { fill: INK },
      }),
      headline('but make it cute', {
        face: 'pacifico',
        size: 58,
        y: 250,
        attrs: { fill: '#ff4f81' },
      }),
      ph.markup,
      g(
        { 'clip-path': `url(#${clip})` },
        path(speechBubble(sx + 16, sy + 60, 190, 46, 22, -1), { fill: '#e6e0ee' }),
        caption('so… what are we?', sx + 34, sy + 90, {
          size: 15,
          fill: INK,
          anchor: 'start',
          face: 'poppins',
          maxWidth: 200,
        }),
        path(speechBubble(sx + sw - 196, sy + 140, 180, 46, 22, 1), { fill: '#ff4f81' }),
        caption('undefined', sx + sw - 178, sy + 170, {
          size: 15,
          fill: '#ffffff',
          anchor: 'start',
          face: 'poppins',
          maxWidth: 200,
        }),
        path(speechBubble(sx + sw - 166, sy + 210, 150, 46, 22, 1), { fill: '#ff4f81' }),
        caption('but cute', sx + sw - 148, sy + 240, {
          size: 15,
          fill: '#ffffff',
          anchor: 'start',
          face: 'poppins',
          maxWidth: 180,
        }),
        path(speechBubble(sx + 16, sy + 290, 84, 42, 21, -1), { fill: '#e6e0ee' }),
        circle(sx + 40, sy + 311, 5, { fill: '#9a8fb0' }),
        circle(sx + 58, sy + 311, 5, { fill: '#9a8fb0' }),
        circle(sx + 76, sy + 311, 5, { fill: '#9a8fb0' }),
        path(heart(sx + sw - 30, sy + 262, 22), {
          fill: '#ff4f81',
          stroke: '#fff8fb',
          'stroke-width': 3,
        }),
      ),
      path(sparkle(100, 420, 16) + sparkle(500, 470, 12) + sparkle(120, 640, 9), {
        fill: '#ffffff',
      }),
    ];
  },
};

const areWeAThing: Design = {
  name: 'Are we a thing?',
  headline: 'Are we a thing?',
  draw(card) {
    const items: [string, boolean][] = [
      ['yes', false],
      ['no', false],
      ['let’s find out', true],
    ];
    return [
      rect(0, 0, 600, 800, { fill: '#fff0b3' }),
      g(
        { transform: 'rotate(-3 300 400)' },
        notebook(card, 70, 90, 460, 620),
        headline(['Are we', 'a thing?'], {
          face: 'script',
          size: 90,
          x: 320,
          y: 230,
          leading: 0.95,
          maxWidth: 380,
          attrs: { fill: INK },
        }),
        ...items.map(
          ([label, ticked], i) =>
            checkbox(170, 420 + i * 76, 34, INK, ticked) +
            headline(label, {
              face: 'scriptMedium',
              size: 46,
              x: 228,
              y: 450 + i * 76,
              anchor: 'start',
              maxWidth: 280,
              attrs: { fill: INK },
            }),
        ),
        path(heart(100, 640, 22) + heart(112, 300, 16), {
          fill: 'none',
          stroke: '#ff4f81',
          'stroke-width': 2.5,
        }),
      ),
      rect(-30, 14, 150, 40, { fill: '#ff9bb3', opacity: 0.75, transform: 'rotate(-28 45 34)' }),
      rect(470, 730, 160, 40, { fill: '#9be3c9', opacity: 0.8, transform: 'rotate(-28 550 750)' }),
      paperGrain(card, 0.04),
    ];
  },
};

const almostSomething: Design = {
  name: 'Almost-something',
  headline: 'My favourite almost-something',
  draw(card) {
    const clip = 'halfheart';
    card.def(clip, el('clipPath', { id: clip }, rect(0, 0, 300, 800)));
    const h = heart(300, 320, 340);
    return [
      background(card, 'bg', [
        [0, '#ffb56b'],
        [0.55, '#ff7a8a'],
        [1, '#e0569b'],
      ]),
      circle(300, 320, 240, { fill: '#ffffff', opacity: 0.12 }),
      path(h, { fill: '#ffffff', 'clip-path': `url(#${clip})` }),
      path(h, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-dasharray': '14 12',
        'stroke-linecap': 'round',
      }),
      headline('MY FAVOURITE', {
        face: 'montserrat',
        size: 40,
        y: 600,
        tracking: 0.16,
        attrs: { fill: '#ffffff' },
      }),
      headline('almost-something', {
        face: 'script',
        size: 84,
        y: 690,
        attrs: { fill: '#3b0d2e' },
      }),
    ];
  },
};

export const situationships: Design[] = [
  itsComplicated,
  whateverWeAre,
  undefinedCute,
  areWeAThing,
  almostSomething,
];
