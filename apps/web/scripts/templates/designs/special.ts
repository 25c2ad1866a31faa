import { caption, headline } from '../compose.ts';
import { background, divider, frame, glowSpot, goldFill } from '../motifs/backdrop.ts';
import { fairyLights, lantern, marble, memphis } from '../motifs/festive.ts';
import { balloon, confetti, starField } from '../motifs/party.ts';
import { sparkle, star } from '../motifs/shapes.ts';
import { d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const goldMarble: Design = {
  name: 'Gold on marble',
  headline: 'Celebrate',
  draw(card, rng) {
    const gold = goldFill(card);
    return [
      rect(0, 0, 600, 800, { fill: '#fbfaf8' }),
      marble(card, '#a39c92', 0.24),
      glowSpot(card, 'clear', 300, 400, 300, '#fbfaf8', 0.9),
      confetti(rng, {
        x: 20,
        y: 20,
        w: 560,
        h: 760,
        count: 80,
        colors: ['#e2b24f', '#c8922e', '#f3d07c'],
        avoid: [[60, 250, 480, 300]],
        kinds: ['dot'],
        size: 1.1,
      }),
      frame(36, '#c8922e', 2, 10),
      caption('it’s time to', 300, 320, {
        size: 18,
        fill: '#8a6a3f',
        tracking: 0.45,
        uppercase: true,
      }),
      headline('Celebrate', {
        face: 'script',
        size: 130,
        y: 440,
        attrs: { fill: gold },
      }),
      divider(300, 500, 200, '#c8922e', 'sparkle'),
    ];
  },
};

const stringLights: Design = {
  name: 'String lights',
  headline: 'Let’s Celebrate',
  draw(card, rng) {
    const warm = ['#ffd98a', '#ffb4a2', '#fff1c1', '#ffc8dd'];
    return [
      background(card, 'bg', [
        [0, '#1f1d3d'],
        [1, '#4a2c5e'],
      ]),
      starField(rng, 20, 200, 560, 560, 30, '#ffffff', 2),
      fairyLights(card, [-20, 30], [620, 60], 50, 11, warm),
      fairyLights(card, [-20, 150], [620, 120], 45, 12, warm.slice().reverse()),
      headline(['Let’s', 'Celebrate'], {
        face: 'pacifico',
        size: 96,
        y: 430,
        leading: 1.15,
        attrs: { fill: '#fff1c1' },
      }),
      caption('tonight is all about you', 300, 670, {
        size: 16,
        fill: '#ffc8dd',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const balloonArch: Design = {
  name: 'Balloon arch',
  headline: 'It’s a Special Day',
  draw(card) {
    const colors = ['#f7a1c4', '#ffffff', '#f3d07c', '#c3aef0', '#ff8fab'];
    let arch = '';
    const n = 23;
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const a = Math.PI + t * Math.PI;
      const r = i % 2 ? 228 : 250;
      const x = 300 + Math.cos(a) * r;
      const y = 470 + Math.sin(a) * r * 1.18;
      arch += balloon(
        card,
        x,
        y,
        i % 3 === 0 ? 40 : 34,
        colors[i % colors.length] ?? '#fff',
        (t - 0.5) * 60,
      ).markup;
    }
    return [
      background(card, 'bg', [
        [0, '#fde4ec'],
        [1, '#fbd3e0'],
      ]),
      rect(0, 640, 600, 160, { fill: '#f7c3d4' }),
      arch,
      caption('today is', 300, 370, { size: 18, fill: '#b5536f', tracking: 0.45, uppercase: true }),
      headline(['a special', 'day'], {
        face: 'serifItalic',
        size: 84,
        y: 460,
        leading: 1.0,
        maxWidth: 330,
        attrs: { fill: '#8c2f47' },
      }),
      path(sparkle(300, 620, 14) + sparkle(250, 610, 7) + sparkle(350, 610, 7), {
        fill: '#e2b24f',
      }),
      caption('and so are you', 300, 730, {
        size: 16,
        fill: '#8c2f47',
        tracking: 0.35,
        uppercase: true,
      }),
    ];
  },
};

const playfulShapes: Design = {
  name: 'Playful shapes',
  headline: 'Celebrate You',
  draw(_card, rng) {
    return [
      rect(0, 0, 600, 800, { fill: '#fff4e6' }),
      memphis(
        rng,
        34,
        ['#ff6b6b', '#2ec4b6', '#ffc145', '#5c5ce0', '#ff8fab'],
        [[60, 250, 480, 300]],
      ),
      rect(70, 250, 460, 300, { rx: 30, fill: '#2ec4b6' }),
      rect(84, 264, 432, 272, {
        rx: 22,
        fill: 'none',
        stroke: '#fff4e6',
        'stroke-width': 2,
        'stroke-dasharray': '6 8',
      }),
      headline('CELEBRATE', {
        face: 'montserrat',
        size: 62,
        y: 390,
        tracking: 0.08,
        maxWidth: 400,
        attrs: { fill: '#ffffff' },
      }),
      headline('you!', {
        face: 'pacifico',
        size: 92,
        y: 490,
        attrs: { fill: '#ffc145' },
      }),
    ];
  },
};

const lanternsAndStars: Design = {
  name: 'Lanterns and stars',
  headline: 'A Day to Celebrate',
  draw(card, rng) {
    const gold = goldFill(card);
    return [
      background(card, 'bg', [
        [0, '#0c2e3a'],
        [1, '#17505f'],
      ]),
      starField(rng, 20, 300, 560, 480, 50, '#f3d07c', 3.5, [[40, 440, 520, 290]]),
      lantern(card, 110, 190, 110, '#e76f51'),
      lantern(card, 245, 260, 90, '#f4a261'),
      lantern(card, 380, 170, 120, '#e9c46a'),
      lantern(card, 505, 280, 84, '#e76f51'),
      path(d`M160 0L160 330M450 0L450 360`, { stroke: '#e9c46a', 'stroke-width': 1.2 }),
      path(star(160, 345, 12, 5) + star(450, 375, 14, 6), { fill: gold }),
      headline(['A Day to', 'Celebrate'], {
        face: 'serif',
        size: 80,
        y: 540,
        leading: 1.08,
        attrs: { fill: gold },
      }),
      caption('joy, light & good company', 300, 700, {
        size: 15,
        fill: '#f3d07c',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

export const special: Design[] = [
  goldMarble,
  stringLights,
  balloonArch,
  playfulShapes,
  lanternsAndStars,
];
