import { Heart, Sparkles, Users, type LucideIcon } from 'lucide-react';

export interface FeatureSlide {
  title: string;
  description: string;
  Icon: LucideIcon;
  /** Two colours of the slide's illustration gradient. */
  tint: [string, string];
}

export const FEATURE_SLIDES: FeatureSlide[] = [
  {
    title: 'Swipe on Restaurants',
    description: 'Browse nearby places one card at a time. Swipe right on what sounds good, left on what does not.',
    Icon: Heart,
    tint: ['#e8472b', '#ff8a5c'],
  },
  {
    title: 'Match with Partners',
    description: 'Link up with your partner and swipe together. When you both like the same place, it is a match.',
    Icon: Users,
    tint: ['#c2185b', '#ff6f91'],
  },
  {
    title: 'AI Suggestions',
    description: 'No match? AI finds a compromise from the places you each liked, and learns your taste over time.',
    Icon: Sparkles,
    tint: ['#6a3de8', '#ff9f43'],
  },
];
