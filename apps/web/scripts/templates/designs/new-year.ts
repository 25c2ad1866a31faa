import { caption, headline } from '../compose.ts';
import { background, divider, frame, glowSpot, goldFill } from '../motifs/backdrop.ts';
import { bottle, clock, discoBall, hotAirBalloon } from '../motifs/keepsakes.ts';
import { confetti, curlyStreamer, firework, starField } from '../motifs/party.ts';
import { sparkle } from '../motifs/shapes.ts';
import { cloud } from '../motifs/sky.ts';
import { d, g, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const GOLDS = ['#f3d07c', '#e2b24f', '#fff1c1', '#c8922e'];

const midnightClock: Design = {
  name: 'Stroke of midnight',
  headline: 'Happy New Year — cheers to new beginnings',
  draw(card, rng) {
    const gold = goldFill(card);
    return [
      background(card, 'bg', [
        [0, '#0b1a33'],
        [1, '#16305a'],
      ]),
      confetti(rng, {
        x: 10,
        y: 10,
        w: 580,
        h: 780,
        count: 110,
        colors: GOLDS,
        avoidCircles: [[300, 290, 185]],
        avoid: [[0, 490, 600, 220]],
        kinds: ['rect', 'dot', 'squiggle'],
      }),
      glowSpot(card, 'halo', 300, 290, 230, '#f3d07c', 0.3),
      clock(300, 290, 160, '#fffaf0', '#1b2a47', gold),
      headline('Happy New Year', {
        face: 'serifItalic',
        size: 72,
        y: 590,
        attrs: { fill: gold },
      }),
      caption('cheers to new beginnings', 300, 650, {
        size: 16,
        fill: '#f3d07c',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const artDeco: Design = {
  name: 'Art deco gold',
  headline: 'Happy New Year',
  draw(card) {
    const gold = goldFill(card);
    let fan = '';
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI + (i / 12) * Math.PI;
      fan += d`M300 330L${300 + Math.cos(a) * 240} ${330 + Math.sin(a) * 240}`;
    }
    const arcs = [80, 130, 180, 240]
      .map((r) => d`M${300 - r} 330A${r} ${r} 0 0 1 ${300 + r} 330`)
      .join('');
    const steps =
      d`M40 40H160V60H60V160H40Z` +
      d`M560 40H440V60H540V160H560Z` +
      d`M40 760H160V740H60V640H40Z` +
      d`M560 760H440V740H540V640H560Z`;
    return [
      rect(0, 0, 600, 800, { fill: '#111111' }),
      path(fan, { stroke: gold, 'stroke-width': 1.4, opacity: 0.8 }),
      path(arcs, { fill: 'none', stroke: gold, 'stroke-width': 2 }),
      path(d`M60 330H540`, { stroke: gold, 'stroke-width': 2 }),
      path(steps, { fill: gold }),
      frame(24, '#c8922e', 1.2),
      path(sparkle(300, 250, 26), { fill: gold }),
      headline('HAPPY', {
        face: 'serif',
        size: 60,
        y: 440,
        tracking: 0.3,
        attrs: { fill: gold },
      }),
      headline('NEW YEAR', {
        face: 'serif',
        size: 88,
        y: 540,
        tracking: 0.1,
        maxWidth: 480,
        attrs: { fill: gold },
      }),
      divider(300, 590, 260, '#e2b24f', 'diamond'),
      caption('here’s to the year ahead', 300, 640, {
        size: 16,
        fill: '#f3d07c',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const discoNight: Design = {
  name: 'Disco ball',
  headline: 'Happy New Year',
  draw(card, rng) {
    let beams = '';
    for (const a of [-60, -35, 35, 60, -15, 15]) {
      const r = (a * Math.PI) / 180;
      beams += d`M300 250L${300 + Math.sin(r) * 700 - 30} ${250 + Math.cos(r) * 700}L${300 + Math.sin(r) * 700 + 30} ${250 + Math.cos(r) * 700}Z`;
    }
    return [
      background(card, 'bg', [
        [0, '#2a0845'],
        [0.6, '#6a1b63'],
        [1, '#b02e6b'],
      ]),
      path(beams, { fill: '#ffffff', opacity: 0.06 }),
      glowSpot(card, 'halo', 300, 250, 200, '#ffb3e6', 0.35),
      discoBall(card, 300, 250, 115),
      starField(rng, 20, 20, 560, 400, 40, '#ffffff', 4, [[170, 120, 260, 280]]),
      headline('Happy', {
        face: 'pacifico',
        size: 100,
        y: 545,
        attrs: { fill: '#ffffff' },
      }),
      headline('NEW YEAR', {
        face: 'raleway',
        size: 64,
        y: 654,
        tracking: 0.16,
        attrs: { fill: '#ffd6f0' },
      }),
      caption('let’s dance into it', 300, 710, {
        size: 16,
        fill: '#ffd6f0',
        tracking: 0.3,
        uppercase: true,
      }),
    ];
  },
};

const champagnePop: Design = {
  name: 'Champagne pop',
  headline: 'Happy New Year',
  draw(card, rng) {
    let streamers = '';
    for (const [a, c] of [
      [-150, '#ff6b6b'],
      [-120, '#ffd166'],
      [-60, '#4cc9f0'],
      [-30, '#f15bb5'],
      [-100, '#ffffff'],
    ] as const) {
      streamers += path(curlyStreamer([362, 240], a, 190, 12, 3), {
        fill: 'none',
        stroke: c,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      });
    }
    let foam = '';
    for (let i = 0; i < 16; i++) {
      const x = 362 + rng.range(-34, 34);
      const y = 236 - rng.range(0, 60);
      const r = rng.range(5, 12);
      foam += d`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
    }
    return [
      background(card, 'bg', [
        [0, '#0e4d64'],
        [1, '#137177'],
      ]),
      confetti(rng, {
        x: 10,
        y: 10,
        w: 580,
        h: 780,
        count: 80,
        colors: ['#ff6b6b', '#ffd166', '#4cc9f0', '#f15bb5', '#ffffff'],
        avoid: [[40, 560, 520, 190]],
      }),
      streamers,
      path(foam, { fill: '#fff8e1' }),
      g(
        { transform: 'translate(395 140) rotate(28)' },
        rect(-14, -20, 28, 34, { fill: '#d4a373', rx: 6 }),
      ),
      bottle(300, 400, 320, '#1b4332', '#e2b24f', 22),
      headline('Happy New Year', {
        face: 'script',
        size: 88,
        y: 650,
        attrs: { fill: '#ffffff' },
      }),
      caption('pop the bubbly', 300, 710, {
        size: 16,
        fill: '#ffd166',
        tracking: 0.35,
        uppercase: true,
      }),
    ];
  },
};

const balloonsAtDawn: Design = {
  name: 'Hot-air balloons at dawn',
  headline: 'Happy New Year — new year, new adventures',
  draw(card) {
    return [
      background(card, 'bg', [
        [0, '#fbd3c3'],
        [0.55, '#f6b8c6'],
        [1, '#c9b6e4'],
      ]),
      glowSpot(card, 'sun', 300, 560, 260, '#fff4d6', 0.8),
      cloud(120, 620, 220, '#ffffff', 0.7),
      cloud(480, 560, 200, '#ffffff', 0.6),
      hotAirBalloon(150, 470, 52, ['#ef476f', '#ffd166']),
      hotAirBalloon(460, 380, 70, ['#118ab2', '#ffffff']),
      hotAirBalloon(330, 560, 34, ['#06d6a0', '#ffd166']),
      hotAirBalloon(520, 640, 26, ['#f78c6b', '#ffffff']),
      cloud(300, 760, 380, '#ffffff', 0.85),
      caption('new year, new adventures', 300, 100, {
        size: 16,
        fill: '#7b4b94',
        tracking: 0.3,
        uppercase: true,
      }),
      headline(['Happy', 'New Year'], {
        face: 'serif',
        size: 84,
        y: 190,
        leading: 1.0,
        attrs: { fill: '#4a2c6f' },
      }),
      firework(72, 330, 34, '#ffffff', 12),
      firework(540, 130, 28, '#ffffff', 12),
    ];
  },
};

export const newYear: Design[] = [midnightClock, artDeco, discoNight, champagnePop, balloonsAtDawn];
