import { caption, headline } from '../compose.ts';
import { background, banner, glowSpot, goldFill, paperGrain } from '../motifs/backdrop.ts';
import { bow } from '../motifs/gifts.ts';
import { flute, gradCap, rosette, trophy } from '../motifs/objects.ts';
import { bunting, confetti, curlyStreamer, firework, rays, starField } from '../motifs/party.ts';
import { dot, sparkle, star } from '../motifs/shapes.ts';
import { circle, d, ellipse, g, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const champagneToast: Design = {
  name: 'Champagne toast',
  headline: 'Congratulations — here’s to you',
  draw(card, rng) {
    const gold = goldFill(card);
    let splash = '';
    for (let i = 0; i < 14; i++) {
      const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
      const dist = rng.range(30, 95);
      const x = 300 + Math.cos(a) * dist;
      const y = 250 + Math.sin(a) * dist;
      const r = rng.range(2.5, 6);
      splash += dot(x, y, r);
    }
    return [
      background(card, 'bg', [
        [0, '#0f2233'],
        [1, '#1d3a52'],
      ]),
      glowSpot(card, 'halo', 300, 300, 260, '#f3d07c', 0.25),
      confetti(rng, {
        x: 10,
        y: 10,
        w: 580,
        h: 780,
        count: 90,
        colors: ['#f3d07c', '#e2b24f', '#fff1c1', '#c8922e'],
        avoid: [
          [40, 520, 520, 200],
          [150, 180, 300, 300],
        ],
        kinds: ['rect', 'dot', 'squiggle'],
      }),
      flute(card, 208, 480, 250, 17),
      flute(card, 392, 480, 250, -17),
      path(splash, { fill: '#f7dc8a' }),
      path(sparkle(300, 205, 22) + sparkle(255, 175, 10) + sparkle(350, 170, 12), {
        fill: '#fff1c1',
      }),
      headline('Congratulations', {
        face: 'serifItalic',
        size: 72,
        y: 600,
        attrs: { fill: gold },
      }),
      caption('here’s to you', 300, 660, {
        size: 17,
        fill: '#f3d07c',
        tracking: 0.4,
        uppercase: true,
      }),
    ];
  },
};

const graduation: Design = {
  name: 'Caps in the air',
  headline: 'You did it! — congratulations, graduate',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#1f3c88'],
        [1, '#2d5bc4'],
      ]),
      starField(rng, 20, 20, 560, 760, 60, '#ffd447', 5, [[40, 470, 520, 300]]),
      gradCap(200, 200, 110, '#14213d', '#ffd447', -16),
      gradCap(420, 150, 80, '#14213d', '#ffd447', 14),
      gradCap(360, 340, 96, '#14213d', '#ffd447', -4),
      path(d`M120 420Q150 380 190 400` + d`M470 300Q500 260 540 290`, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2,
        'stroke-dasharray': '2 8',
        'stroke-linecap': 'round',
      }),
      headline('You did it!', {
        face: 'pacifico',
        size: 96,
        y: 580,
        attrs: { fill: '#ffd447' },
      }),
      caption('congratulations, graduate', 300, 650, {
        size: 17,
        fill: '#ffffff',
        tracking: 0.28,
        uppercase: true,
      }),
      // Rolled diploma tied with a ribbon.
      g(
        { transform: 'rotate(-8 300 730)' },
        rect(150, 712, 300, 36, { rx: 18, fill: '#fff6e0' }),
        ellipse(438, 730, 10, 18, { fill: '#efdcb0' }),
        rect(290, 710, 20, 40, { fill: '#c1121f' }),
        bow(300, 712, 44, '#c1121f'),
      ),
    ];
  },
};

const trophyWin: Design = {
  name: 'Gold trophy',
  headline: 'Congratulations — you’re a star',
  draw(card, rng) {
    return [
      rect(0, 0, 600, 800, { fill: '#ff6f59' }),
      rays(300, 430, 900, 20, '#ff8a70'),
      circle(300, 430, 190, { fill: '#ffd6c9', opacity: 0.35 }),
      headline('CONGRATULATIONS', {
        face: 'montserrat',
        size: 48,
        y: 130,
        tracking: 0.04,
        attrs: { fill: '#ffffff' },
      }),
      path(star(150, 200, 14, 6) + star(450, 200, 14, 6) + star(300, 200, 10, 4.5), {
        fill: '#ffe29a',
      }),
      trophy(card, 300, 600, 230),
      banner(300, 670, 360, 64, '#24476b'),
      caption('you’re a star!', 300, 681, {
        size: 26,
        fill: '#fff',
        face: 'poppins',
        maxWidth: 360,
        tracking: 0.04,
      }),
      confetti(rng, {
        x: 20,
        y: 180,
        w: 560,
        h: 580,
        count: 50,
        colors: ['#ffffff', '#ffe29a', '#24476b'],
        avoid: [
          [150, 220, 300, 400],
          [100, 620, 400, 100],
        ],
        kinds: ['rect', 'dot'],
      }),
    ];
  },
};

const fireworksNight: Design = {
  name: 'Fireworks night',
  headline: 'Congrats! — on your big news',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#1a0b3b'],
        [0.7, '#3d1a6e'],
        [1, '#6b2f8f'],
      ]),
      starField(rng, 0, 0, 600, 500, 60, '#ffffff', 2.5),
      firework(170, 190, 110, '#ff5dab', 20),
      firework(430, 140, 80, '#ffd447', 16),
      firework(440, 360, 95, '#4cd7f5', 18),
      firework(150, 420, 60, '#a7f070', 14),
      firework(300, 300, 45, '#ffffff', 12),
      headline('Congrats!', {
        face: 'pacifico',
        size: 110,
        y: 620,
        maxWidth: 480,
        attrs: { fill: '#ffffff' },
      }),
      caption('on your big news', 300, 690, {
        size: 18,
        fill: '#ffd447',
        tracking: 0.35,
        uppercase: true,
      }),
      path(d`M0 800L0 760Q150 735 300 755T600 745L600 800Z`, { fill: '#12072b' }),
    ];
  },
};

const hoorayBunting: Design = {
  name: 'Hooray bunting',
  headline: 'Hooray! Congratulations',
  draw(card, rng) {
    const colors = ['#f28482', '#84a59d', '#f6bd60', '#9c89b8', '#f5cac3'];
    let streamers = '';
    // Curling up from the bottom edge, clear of the lettering above.
    for (const [x, y, a] of [
      [50, 812, -68],
      [550, 812, -112],
      [165, 822, -82],
      [435, 822, -98],
    ] as const) {
      streamers += path(curlyStreamer([x, y], a, 120, 10, 3), {
        fill: 'none',
        stroke: rng.pick(colors),
        'stroke-width': 4,
        'stroke-linecap': 'round',
      });
    }
    return [
      background(card, 'bg', [
        [0, '#fff8f0'],
        [1, '#fbeee0'],
      ]),
      bunting([-10, 70], [610, 70], 40, colors, 8, 34),
      bunting([-10, 150], [610, 150], 30, colors.slice().reverse(), 10, 24),
      rosette(300, 330, 70, '#f28482', '#f6bd60'),
      path(star(300, 330, 26, 11), { fill: '#fff' }),
      headline('Hooray!', {
        face: 'script',
        size: 120,
        y: 560,
        attrs: { fill: '#e05d5d' },
      }),
      headline('CONGRATULATIONS', {
        face: 'serif',
        size: 34,
        y: 625,
        tracking: 0.14,
        maxWidth: 480,
        attrs: { fill: '#3d405b' },
      }),
      streamers,
      confetti(rng, {
        x: 20,
        y: 200,
        w: 560,
        h: 580,
        count: 40,
        colors,
        avoid: [
          [90, 460, 420, 190],
          [210, 240, 180, 250],
        ],
      }),
      paperGrain(card, 0.04),
    ];
  },
};

export const congratulations: Design[] = [
  champagneToast,
  graduation,
  trophyWin,
  fireworksNight,
  hoorayBunting,
];
