import { caption, headline } from '../compose.ts';
import { bootie, motherAndBaby, onesie, peg, pram, sleepyMoon } from '../motifs/baby.ts';
import { background, dotPattern, glowSpot, paperGrain } from '../motifs/backdrop.ts';
import { blossom, sprigPaths } from '../motifs/nature.ts';
import { starField } from '../motifs/party.ts';
import { heart, leaf, sparkle, star } from '../motifs/shapes.ts';
import { cloud } from '../motifs/sky.ts';
import { circle, d, path, rect } from '../svg.ts';
import type { Design } from './types.ts';

const welcomeLittleOne: Design = {
  name: 'Welcome pram',
  headline: 'Welcome, little one',
  draw(card) {
    return [
      background(card, 'bg', [
        [0, '#e7efe3'],
        [1, '#d6e4d1'],
      ]),
      dotPattern(card, 'dots', '#ffffff', 36, 2.4, 0.7),
      circle(300, 520, 200, { fill: '#f4f8f1' }),
      headline(['Welcome,', 'little one'], {
        face: 'script',
        size: 92,
        y: 140,
        leading: 0.95,
        attrs: { fill: '#3d5a45' },
      }),
      pram(290, 680, 300, '#f2b5a7', '#8fb39a'),
      path(star(130, 380, 16, 7) + star(470, 360, 12, 5) + star(500, 470, 9, 4), {
        fill: '#e9c46a',
      }),
      path(heart(120, 500, 22) + heart(490, 580, 16), { fill: '#f2b5a7' }),
      rect(0, 680, 600, 120, { fill: '#c5d8bf' }),
      caption('your world just got sweeter', 300, 750, {
        size: 16,
        fill: '#3d5a45',
        tracking: 0.25,
        uppercase: true,
      }),
      paperGrain(card, 0.035),
    ];
  },
};

const amazingMama: Design = {
  name: 'Amazing mama',
  headline: 'You’re doing amazing, mama',
  draw(card, rng) {
    let leaves = '';
    for (const [x, y, a] of [
      [110, 620, -60],
      [100, 600, -110],
      [490, 620, -120],
      [500, 600, -70],
      [90, 420, -30],
      [510, 430, -150],
    ] as const) {
      const [, l] = sprigPaths(x, y, 110, a, 26, rng.range(-0.2, 0.2), 3);
      leaves += l;
    }
    return [
      background(card, 'bg', [
        [0, '#fde7da'],
        [1, '#f9d3c0'],
      ]),
      circle(300, 470, 210, { fill: '#fbd9c6' }),
      path(leaves, { fill: '#9bb59a' }),
      blossom(120, 560, 22, '#ffffff', '#f4a261'),
      blossom(480, 560, 22, '#ffffff', '#f4a261'),
      blossom(95, 470, 14, '#f7a1b5', '#ffffff'),
      blossom(505, 480, 14, '#f7a1b5', '#ffffff'),
      motherAndBaby(320, 520, 210, {
        skin: '#c68863',
        hair: '#3b2a26',
        dress: '#e07a5f',
        blanket: '#fdf4ec',
        babySkin: '#d9a07e',
      }),
      rect(0, 690, 600, 110, { fill: '#f9d3c0' }),
      headline(['You’re doing', 'amazing, mama'], {
        face: 'serifItalic',
        size: 64,
        y: 110,
        leading: 1.08,
        attrs: { fill: '#8c3b3b' },
      }),
      caption('one day at a time', 300, 745, {
        size: 16,
        fill: '#a0524a',
        tracking: 0.35,
        uppercase: true,
      }),
    ];
  },
};

const restHealGlow: Design = {
  name: 'Rest, heal, glow',
  headline: 'Rest, heal, glow',
  draw(card, rng) {
    return [
      background(card, 'bg', [
        [0, '#2f2557'],
        [0.6, '#5a4a8c'],
        [1, '#9b86c5'],
      ]),
      starField(rng, 20, 20, 560, 500, 60, '#fff4d6', 3.5, [[100, 140, 400, 320]]),
      glowSpot(card, 'moonglow', 262, 300, 150, '#fff4d6', 0.2),
      sleepyMoon(300, 300, 120, '#ffe8a3'),
      cloud(200, 420, 200, '#f1ecff', 0.95),
      cloud(420, 440, 150, '#e3dbfb', 0.9),
      headline('Rest, heal, glow', {
        face: 'serif',
        size: 70,
        y: 600,
        attrs: { fill: '#fff4d6' },
      }),
      caption('be gentle with yourself', 300, 660, {
        size: 16,
        fill: '#f1ecff',
        tracking: 0.3,
        uppercase: true,
      }),
      path(sparkle(120, 720, 10) + sparkle(480, 710, 12) + sparkle(300, 740, 7), {
        fill: '#fff4d6',
      }),
    ];
  },
};

const clothesline: Design = {
  name: 'Tiny clothesline',
  headline: 'Welcome to the world',
  draw(card) {
    const line = d`M-10 330Q300 400 610 330`;
    const at = (x: number) => {
      const t = (x + 10) / 620;
      return (1 - t) ** 2 * 330 + 2 * (1 - t) * t * 400 + t * t * 330;
    };
    return [
      background(card, 'bg', [
        [0, '#e3f1fb'],
        [1, '#fdf3d8'],
      ]),
      cloud(120, 140, 150, '#ffffff', 0.9),
      cloud(480, 110, 120, '#ffffff', 0.8),
      path(line, { fill: 'none', stroke: '#8d6e63', 'stroke-width': 2.5 }),
      onesie(130, at(130) - 4, 130, '#8fc1e3', 'star'),
      onesie(300, at(300) - 4, 140, '#f7b2c4', 'heart'),
      onesie(468, at(468) - 4, 124, '#ffd166'),
      path(d`M470 ${at(470)}L470 ${at(470) + 30}M520 ${at(520)}L520 ${at(520) + 26}`, {
        stroke: '#8d6e63',
        'stroke-width': 1.5,
      }),
      peg(102, at(102)),
      peg(158, at(158)),
      peg(270, at(270)),
      peg(330, at(330)),
      peg(441, at(441)),
      peg(495, at(495)),
      headline(['Welcome to', 'the world'], {
        face: 'pacifico',
        size: 76,
        y: 630,
        leading: 1.12,
        attrs: { fill: '#3b6ea5' },
      }),
    ];
  },
};

const tinyToes: Design = {
  name: 'Tiny toes',
  headline: 'Tiny toes, big love',
  draw(card) {
    let petals = '';
    for (const [x, y, a] of [
      [80, 120, 20],
      [520, 160, -30],
      [470, 90, 60],
      [60, 330, -50],
      [90, 700, 10],
      [520, 690, 40],
    ] as const) {
      petals += leaf(x, y, 26, 14, a);
    }
    return [
      background(card, 'bg', [
        [0, '#fdecef'],
        [1, '#f9d8df'],
      ]),
      path(petals, { fill: '#f7b2c4' }),
      path(heart(120, 420, 20) + heart(480, 400, 26) + heart(500, 500, 14), { fill: '#f28ca5' }),
      headline('Tiny toes,', {
        face: 'script',
        size: 100,
        y: 200,
        attrs: { fill: '#b03a5b' },
      }),
      headline('BIG LOVE', {
        face: 'raleway',
        size: 58,
        y: 285,
        tracking: 0.22,
        attrs: { fill: '#5a3e4b' },
      }),
      circle(300, 560, 150, { fill: '#ffffff', opacity: 0.6 }),
      bootie(214, 640, 140, '#f7b2c4', -1),
      bootie(386, 652, 140, '#f4a3b8', 1),
      caption('sending love to you & baby', 300, 745, {
        size: 15,
        fill: '#b03a5b',
        tracking: 0.25,
        uppercase: true,
      }),
    ];
  },
};

export const postpartum: Design[] = [
  welcomeLittleOne,
  amazingMama,
  restHealGlow,
  clothesline,
  tinyToes,
];
