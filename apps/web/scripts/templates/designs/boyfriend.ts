import { caption, headline } from '../compose.ts';
import { background, banner, dotPattern, glowSpot } from '../motifs/backdrop.ts';
import { controller, mug, musicNote, vinyl } from '../motifs/modern.ts';
import { trophy } from '../motifs/objects.ts';
import { confetti, rays, starField } from '../motifs/party.ts';
import { heart, sparkle, star } from '../motifs/shapes.ts';
import { circle, d, el, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const TITLE = 'Happy Boyfriend’s Day';

const retroBadge: Design = {
  name: 'Retro badge',
  headline: TITLE,
  draw(_card, rng) {
    return [
      rect(0, 0, 600, 800, { fill: '#1d3557' }),
      rays(300, 380, 800, 28, '#24406a'),
      starField(rng, 20, 20, 560, 760, 24, '#f1faee', 4, [[60, 140, 480, 520]]),
      circle(300, 380, 215, { fill: '#e76f51' }),
      circle(300, 380, 196, { fill: 'none', stroke: '#f1faee', 'stroke-width': 3 }),
      circle(300, 380, 184, {
        fill: 'none',
        stroke: '#f1faee',
        'stroke-width': 1.5,
        'stroke-dasharray': '2 7',
      }),
      headline('HAPPY', {
        face: 'oswald',
        size: 54,
        y: 300,
        tracking: 0.3,
        attrs: { fill: '#f4d35e' },
      }),
      headline(['BOYFRIEND’S', 'DAY'], {
        face: 'oswald',
        size: 86,
        y: 392,
        leading: 1.0,
        maxWidth: 330,
        attrs: { fill: '#f1faee' },
      }),
      path(star(240, 510, 12, 5) + star(300, 520, 16, 7) + star(360, 510, 12, 5), {
        fill: '#f4d35e',
      }),
      banner(300, 640, 360, 62, '#f4d35e'),
      caption('best boyfriend ever', 300, 650, {
        size: 20,
        fill: '#1d3557',
        face: 'poppins',
        tracking: 0.1,
        uppercase: true,
        maxWidth: 400,
      }),
    ];
  },
};

const worldsBest: Design = {
  name: 'World’s best boyfriend trophy',
  headline: TITLE,
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#2a9d8f'],
        [1, '#1f776d'],
      ]),
      confetti(rng, {
        x: 10,
        y: 10,
        w: 580,
        h: 780,
        count: 70,
        colors: ['#f4d35e', '#ffffff', '#e76f51', '#ffb4a2'],
        avoid: [
          [40, 60, 520, 200],
          [150, 280, 300, 380],
        ],
      }),
      headline(['Happy', 'Boyfriend’s Day'], {
        face: 'script',
        size: 84,
        y: 130,
        leading: 0.95,
        attrs: { fill: '#ffffff' },
      }),
      glowSpot(card, 'halo', 300, 480, 180, '#f4d35e', 0.35),
      trophy(card, 300, 630, 220),
      banner(300, 690, 380, 60, '#264653'),
      caption('world’s best boyfriend', 300, 699, {
        size: 20,
        fill: '#ffffff',
        face: 'poppins',
        tracking: 0.06,
        maxWidth: 400,
      }),
    ];
  },
};

const playerTwo: Design = {
  name: 'Player two',
  headline: TITLE,
  draw(card) {
    let grid = '';
    for (let i = -8; i <= 8; i++) grid += d`M${300 + i * 30} 560L${300 + i * 110} 800`;
    for (const y of [580, 610, 650, 700, 765]) grid += d`M0 ${y}H600`;
    const neon = card.def(
      'neon',
      el(
        'filter',
        { id: 'neon', x: '-20%', y: '-40%', width: '140%', height: '180%' },
        el('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: 6, result: 'b' }),
        el(
          'feMerge',
          {},
          el('feMergeNode', { in: 'b' }),
          el('feMergeNode', { in: 'SourceGraphic' }),
        ),
      ),
    );
    return [
      background(card, 'bg', [
        [0, '#140f2d'],
        [0.7, '#2d1b4e'],
        [1, '#4a1d5e'],
      ]),
      circle(300, 560, 150, { fill: '#ff4f9a', opacity: 0.25 }),
      rect(0, 558, 600, 242, { fill: '#1a1033' }),
      path(grid, { stroke: '#ff4f9a', 'stroke-width': 1.5, opacity: 0.55 }),
      headline('HAPPY', {
        face: 'montserrat',
        size: 50,
        y: 120,
        tracking: 0.3,
        attrs: { fill: '#7df9ff', filter: neon },
      }),
      headline(['BOYFRIEND’S', 'DAY'], {
        face: 'montserrat',
        size: 76,
        y: 210,
        leading: 1.05,
        attrs: { fill: '#ff77b7', filter: neon },
      }),
      controller(300, 440, 330, '#f1ecff', '#ff4f9a'),
      path(heart(120, 360, 26) + heart(480, 350, 20) + heart(470, 520, 14), { fill: '#ff77b7' }),
      caption('my favourite player two', 300, 690, {
        size: 17,
        fill: '#7df9ff',
        tracking: 0.28,
        uppercase: true,
      }),
    ];
  },
};

const coffeeForTwo: Design = {
  name: 'Coffee for two',
  headline: TITLE,
  draw(card) {
    const steam = d`M270 420C255 395 285 380 272 355M330 420C345 395 315 380 328 355`;
    return [
      background(card, 'bg', [
        [0, '#f7ebdd'],
        [1, '#efdcc6'],
      ]),
      dotPattern(card, 'dots', '#e4cdb2', 30, 2.2, 1),
      headline(['Happy', 'Boyfriend’s Day'], {
        face: 'serif',
        size: 74,
        y: 130,
        leading: 1.08,
        attrs: { fill: '#5b3a29' },
      }),
      caption('you’re my favourite person', 300, 260, {
        size: 16,
        fill: '#a0522d',
        tracking: 0.25,
        uppercase: true,
      }),
      circle(300, 540, 190, { fill: '#f3d9bd' }),
      path(steam, {
        fill: 'none',
        stroke: '#c08457',
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
      path(heart(300, 330, 40), { fill: '#e63946' }),
      mug(220, 640, 150, '#2a9d8f', -1, 10),
      mug(380, 640, 150, '#e76f51', 1, -10),
      rect(80, 640, 440, 14, { fill: '#c08457', rx: 7 }),
      path(sparkle(300, 440, 14), { fill: '#f4a261' }),
    ];
  },
};

const favouriteSong: Design = {
  name: 'Favourite song',
  headline: TITLE,
  draw(card) {
    return [
      background(card, 'bg', [
        [0, '#f6c453'],
        [1, '#f0a93b'],
      ]),
      circle(300, 330, 230, { fill: '#ffe08a', opacity: 0.5 }),
      vinyl(card, 300, 330, 200, '#e63946'),
      musicNote(90, 200, 40, '#3d2c48', -10),
      musicNote(498, 600, 30, '#3d2c48', 10),
      musicNote(500, 130, 26, '#3d2c48', 6),
      headline('Happy', {
        face: 'pacifico',
        size: 72,
        y: 622,
        attrs: { fill: '#3d2c48' },
      }),
      headline('Boyfriend’s Day', {
        face: 'pacifico',
        size: 60,
        y: 718,
        attrs: { fill: '#3d2c48' },
      }),
      caption('you’re my favourite song', 300, 765, {
        size: 15,
        fill: '#7a2e1f',
        tracking: 0.28,
        uppercase: true,
      }),
    ];
  },
};

export const boyfriend: Design[] = [retroBadge, worldsBest, playerTwo, coffeeForTwo, favouriteSong];
