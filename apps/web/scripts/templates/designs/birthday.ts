// Birthday designs 1-3 (balloons, cake, confetti burst) and the category list.
import { caption, headline } from '../compose.ts';
import { background, dotPattern, glowSpot, paperGrain } from '../motifs/backdrop.ts';
import { cake, candle } from '../motifs/cake.ts';
import { bow } from '../motifs/gifts.ts';
import { balloon, confetti, rays, wavyString } from '../motifs/party.ts';
import { sparkle, type XY } from '../motifs/shapes.ts';
import { circle, d, ellipse, path, rect } from '../svg.ts';
import { giftStack, hatsAndStreamers, nightSky } from './birthday-more.ts';
import type { Design } from './types.ts';

const BRIGHTS = ['#ff6b6b', '#ffc145', '#2ec4b6', '#ff8fab', '#8c7bff', '#4cc9f0'];

const balloonBouquet: Design = {
  name: 'Balloon bouquet',
  headline: 'Happy Birthday',
  draw(card, rng) {
    const tie: XY = [300, 500];
    const spots: [number, number, number, string, number][] = [
      [300, 130, 62, '#ff6b6b', 0],
      [195, 185, 56, '#ffc145', -10],
      [405, 180, 58, '#2ec4b6', 9],
      [130, 290, 50, '#8c7bff', -18],
      [472, 285, 52, '#ff8fab', 16],
      [250, 270, 54, '#4cc9f0', -5],
      [360, 275, 55, '#ff9f43', 6],
      [300, 360, 46, '#f368e0', 0],
    ];
    let strings = '';
    let balloons = '';
    for (const [x, y, r, c, tilt] of spots) {
      const b = balloon(card, x, y, r, c, tilt);
      balloons += b.markup;
      strings += wavyString(b.knot, tie, 2, 4);
    }
    return [
      background(card, 'bg', [
        [0, '#ffe6ee'],
        [1, '#fff6ea'],
      ]),
      glowSpot(card, 'spot', 300, 260, 300, '#ffffff', 0.9),
      confetti(rng, {
        x: 20,
        y: 20,
        w: 560,
        h: 500,
        count: 70,
        colors: BRIGHTS,
        avoidCircles: spots.map(([x, y, r]) => [x, y, r * 1.35]),
      }),
      path(strings, { fill: 'none', stroke: '#a98274', 'stroke-width': 1.6 }),
      balloons,
      bow(tie[0], tie[1], 46, '#e63963'),
      path(d`M300 505Q292 528 302 548`, { fill: 'none', stroke: '#a98274', 'stroke-width': 1.6 }),
      headline(['Happy', 'Birthday'], {
        face: 'pacifico',
        size: 68,
        y: 600,
        leading: 0.95,
        attrs: { fill: '#e63963', stroke: '#fff', 'stroke-width': 8, 'paint-order': 'stroke' },
      }),
      caption('wishing you a wonderful year', 300, 770, {
        size: 15,
        fill: '#8a4a5c',
        tracking: 0.2,
        uppercase: true,
      }),
      paperGrain(card, 0.035),
    ];
  },
};

const layeredCake: Design = {
  name: 'Layered cake with candles',
  headline: 'Happy Birthday — make a wish',
  draw(card, rng) {
    const c = cake(
      rng,
      300,
      668,
      [
        { w: 360, h: 112, color: '#f48fb1', icing: '#fff7f0' },
        { w: 282, h: 98, color: '#fbe3c4', icing: '#f06292' },
        { w: 204, h: 86, color: '#8d5a44', icing: '#fff7f0' },
      ],
      ['#ffd166', '#06d6a0', '#118ab2', '#ef476f', '#ffffff'],
    );
    let candles = '';
    const colors = ['#4cc9f0', '#ffc145', '#ff6b6b', '#8c7bff', '#2ec4b6'];
    for (let i = 0; i < 5; i++) {
      candles += candle(
        card,
        220 + i * 40,
        c.top - 46 + (i % 2) * 6,
        46 - (i % 2) * 6,
        colors[i] ?? '#fff',
      );
    }
    return [
      background(card, 'bg', [
        [0, '#fff4ea'],
        [1, '#fde2e4'],
      ]),
      dotPattern(card, 'dots', '#f7c6cf', 36, 3, 0.7),
      circle(300, 500, 240, { fill: '#fbd0d9' }),
      circle(300, 500, 240, {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 3,
        'stroke-dasharray': '2 10',
        'stroke-linecap': 'round',
      }),
      // Cake stand.
      ellipse(300, 680, 225, 19, { fill: '#d7b9a8' }),
      path(d`M268 688L332 688L352 728L248 728Z`, { fill: '#e9d3c6' }),
      ellipse(300, 728, 84, 10, { fill: '#d7b9a8' }),
      ellipse(300, 673, 225, 17, { fill: '#fffaf5' }),
      c.markup,
      candles,
      confetti(rng, {
        x: 40,
        y: 210,
        w: 520,
        h: 560,
        count: 34,
        colors: ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'],
        avoidCircles: [[300, 500, 250]],
        kinds: ['dot', 'rect'],
      }),
      caption('make a wish', 300, 88, {
        size: 17,
        fill: '#b6536b',
        tracking: 0.35,
        uppercase: true,
      }),
      headline('Happy Birthday', {
        face: 'serifItalic',
        size: 72,
        y: 168,
        attrs: { fill: '#a3243a' },
      }),
      paperGrain(card, 0.035),
    ];
  },
};

const confettiBurst: Design = {
  name: 'Confetti burst',
  headline: 'Happy Birthday',
  draw(_card, rng) {
    const cx = 300;
    const cy = 380;
    let burst = '';
    const colors = ['#ffffff', '#1d3557', '#ff5d73', '#2ec4b6', '#8c7bff', '#ff9f1c'];
    const byColor = new Map<string, string>();
    for (let i = 0; i < 120; i++) {
      const a = rng.next() * Math.PI * 2;
      const dist = 215 + rng.next() ** 1.6 * 240;
      const x = cx + Math.cos(a) * dist;
      const y = cy + Math.sin(a) * dist * 1.05;
      const len = 7 + rng.next() * 10;
      const w = 3 + rng.next() * 3;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const col = rng.pick(colors);
      byColor.set(
        col,
        `${byColor.get(col) ?? ''}${d`M${x - ca * len - sa * w} ${y - sa * len + ca * w}L${x + ca * len - sa * w} ${y + sa * len + ca * w}L${x + ca * len + sa * w} ${y + sa * len - ca * w}L${x - ca * len + sa * w} ${y - sa * len - ca * w}Z`}`,
      );
    }
    for (const [col, p] of byColor) burst += path(p, { fill: col });
    return [
      rect(0, 0, 600, 800, { fill: '#ffc93c' }),
      rays(cx, cy, 900, 24, '#ffd966'),
      burst,
      circle(cx, cy + 10, 200, { fill: '#c2185b', opacity: 0.25 }),
      circle(cx, cy, 200, { fill: '#ff5d73' }),
      circle(cx, cy, 184, {
        fill: 'none',
        stroke: '#fff',
        'stroke-width': 3,
        'stroke-dasharray': '1 12',
        'stroke-linecap': 'round',
      }),
      headline(['HAPPY', 'BIRTHDAY'], {
        face: 'oswald',
        size: 104,
        y: 372,
        leading: 0.98,
        maxWidth: 320,
        attrs: { fill: '#fff' },
      }),
      path(sparkle(cx, 268, 14) + sparkle(cx - 60, 276, 8) + sparkle(cx + 60, 276, 8), {
        fill: '#ffe29a',
      }),
      rect(140, 688, 320, 54, { rx: 27, fill: '#1d3557' }),
      caption("let's celebrate you", 300, 722, {
        size: 18,
        fill: '#fff',
        tracking: 0.18,
        uppercase: true,
        face: 'poppins',
        maxWidth: 330,
      }),
    ];
  },
};

export const birthday: Design[] = [
  balloonBouquet,
  layeredCake,
  confettiBurst,
  hatsAndStreamers,
  giftStack,
  nightSky,
];
