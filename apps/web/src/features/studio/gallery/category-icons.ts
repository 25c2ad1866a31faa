import type { TemplateFilter } from '@greetly/domain';
import {
  Baby,
  Cake,
  Egg,
  Gem,
  Gift,
  HandHeart,
  Heart,
  HeartHandshake,
  HeartPulse,
  LayoutGrid,
  type LucideIcon,
  MessageCircleHeart,
  PartyPopper,
  Sparkles,
  TreePine,
} from 'lucide-react';

/** A small picture for each filter pill, so the long row is quick to scan. */
export const CATEGORY_ICONS: Record<TemplateFilter, LucideIcon> = {
  All: LayoutGrid,
  Birthday: Cake,
  'Thank You': HandHeart,
  Congratulations: PartyPopper,
  'Get Well Soon': HeartPulse,
  'Love & Romance': Heart,
  'New Year Cards': Sparkles,
  Anniversary: Gem,
  Christmas: TreePine,
  'Easter Cards': Egg,
  'Special Occasion': Gift,
  Situationships: MessageCircleHeart,
  "Boyfriend's Day": HeartHandshake,
  Postpartum: Baby,
};
