import type { TemplateCategory } from '@greetly/domain';
import { anniversary } from './anniversary.ts';
import { birthday } from './birthday.ts';
import { boyfriend } from './boyfriend.ts';
import { christmas } from './christmas.ts';
import { congratulations } from './congratulations.ts';
import { easter } from './easter.ts';
import { getWell } from './get-well.ts';
import { love } from './love.ts';
import { newYear } from './new-year.ts';
import { postpartum } from './postpartum.ts';
import { situationships } from './situationships.ts';
import { special } from './special.ts';
import { thankYou } from './thank-you.ts';
import type { Design } from './types.ts';

/** Designs per category, in template-id order within each category. */
export const DESIGNS: Record<TemplateCategory, Design[]> = {
  Birthday: birthday,
  'Thank You': thankYou,
  Congratulations: congratulations,
  'Get Well Soon': getWell,
  'Love & Romance': love,
  'New Year Cards': newYear,
  Anniversary: anniversary,
  Christmas: christmas,
  'Easter Cards': easter,
  'Special Occasion': special,
  Situationships: situationships,
  "Boyfriend's Day": boyfriend,
  Postpartum: postpartum,
};
