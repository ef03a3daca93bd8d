import type { CuisineGlyph } from '../domain/cuisine-knowledge';

export interface Palette {
  from: string;
  to: string;
  accent: string;
  warm: string;
  cream: string;
}

// Food colours stay fixed per glyph (a steak is never blue); only the background varies per cuisine.
export const GLYPH_FOOD_COLOR: Record<CuisineGlyph, string> = {
  plate: '#e8843a',
  pasta: '#e9c46a',
  curry: '#e0912f',
  pizza: '#d9482b',
  bowl: '#e8843a',
  cup: '#8a5a3b',
  glass: '#c98b5a',
  burger: '#e3a048',
  taco: '#6fb43f',
  sushi: '#f26b4a',
  drumstick: '#c9822f',
  fish: '#4a90c2',
  cake: '#f08aa5',
  cone: '#d9a05b',
  steak: '#a8432f',
  leaf: '#5fae3b',
  bread: '#d9a05b',
  sandwich: '#6fb43f',
  donut: '#f08aa5',
  skewer: '#c9582c',
};

/** Half the side of the box every glyph stays inside: 260 × 260, centred on the origin. */
export const GLYPH_HALF_SIZE = 130;

/** Each glyph is drawn inside the GLYPH_HALF_SIZE box centred on the origin (the layout scales that box). */
export function glyph(name: CuisineGlyph, p: Palette): string {
  const { cream, accent, warm } = p;
  const line = `stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  switch (name) {
    case 'pizza':
      return (
        `<path d="M-115 -80 Q0 -135 115 -80 L0 125 Z" fill="${cream}" ${line}/>` +
        `<path d="M-98 -66 Q0 -110 98 -66" fill="none" stroke="${warm}" stroke-width="14" stroke-linecap="round"/>` +
        `<circle cx="-30" cy="-35" r="17" fill="${warm}"/><circle cx="32" cy="-30" r="15" fill="${warm}"/>` +
        `<circle cx="0" cy="25" r="16" fill="${warm}"/><circle cx="-8" cy="78" r="10" fill="${warm}"/>`
      );
    case 'bowl':
      return (
        `<path d="M-60 -115 Q-40 -95 -60 -75 M0 -120 Q20 -100 0 -80 M60 -115 Q80 -95 60 -75" fill="none" ${line}/>` +
        `<path d="M40 -60 L120 -125 M70 -55 L135 -110" ${line}/>` +
        `<path d="M-130 -35 H130 A130 120 0 0 1 -130 -35 Z" fill="${cream}" ${line}/>` +
        `<path d="M-45 85 H45 V110 H-45 Z" fill="${cream}" ${line}/>` +
        `<path d="M-95 -10 Q0 20 95 -10" fill="none" stroke="${warm}" stroke-width="10" stroke-linecap="round"/>`
      );
    case 'cup':
      return (
        `<path d="M-40 -125 Q-20 -105 -40 -85 M10 -130 Q30 -110 10 -90" fill="none" ${line}/>` +
        `<path d="M-95 -60 H75 L60 70 Q55 95 30 95 H-50 Q-75 95 -80 70 Z" fill="${cream}" ${line}/>` +
        `<path d="M75 -30 Q130 -30 120 15 Q112 50 65 45" fill="none" ${line}/>` +
        `<ellipse cx="-10" cy="110" rx="125" ry="18" fill="${cream}" ${line}/>` +
        `<path d="M-80 -35 H70" stroke="${warm}" stroke-width="10" stroke-linecap="round"/>`
      );
    case 'glass':
      return (
        `<path d="M20 -100 L38 -124" ${line}/><path d="M20 -100 L5 40" stroke="${warm}" stroke-width="14" stroke-linecap="round"/>` +
        `<path d="M-70 -100 H70 L50 120 H-50 Z" fill="${cream}" fill-opacity="0.9" ${line}/>` +
        `<circle cx="-25" cy="95" r="11" fill="${accent}"/><circle cx="5" cy="100" r="11" fill="${accent}"/>` +
        `<circle cx="30" cy="92" r="11" fill="${accent}"/><circle cx="-10" cy="75" r="11" fill="${accent}"/>`
      );
    case 'burger':
      return (
        `<path d="M-125 -20 Q-125 -115 0 -115 Q125 -115 125 -20 Z" fill="${warm}" ${line}/>` +
        `<path d="M-130 0 Q-105 -20 -80 0 Q-55 -20 -30 0 Q-5 -20 20 0 Q45 -20 70 0 Q95 -20 130 0" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="-130" y="15" width="260" height="40" rx="20" fill="${accent}"/>` +
        `<path d="M-125 70 H125 Q125 115 85 115 H-85 Q-125 115 -125 70 Z" fill="${warm}" ${line}/>` +
        `<circle cx="-50" cy="-70" r="5" fill="${cream}"/><circle cx="0" cy="-85" r="5" fill="${cream}"/><circle cx="50" cy="-70" r="5" fill="${cream}"/>`
      );
    case 'taco':
      return (
        // Lettuce and tomato peeking over the shell's rim.
        `<path d="M-138 66 A138 138 0 0 1 138 66" fill="none" stroke="${warm}" stroke-width="30" stroke-linecap="round" stroke-dasharray="26 8"/>` +
        `<circle cx="-72" cy="-56" r="14" fill="#d9482b"/><circle cx="25" cy="-73" r="14" fill="#d9482b"/><circle cx="111" cy="-23" r="13" fill="#d9482b"/>` +
        `<path d="M-130 70 A130 130 0 0 1 130 70 Z" fill="${cream}" ${line}/>` +
        `<path d="M-75 40 Q0 0 75 40" fill="none" stroke="${warm}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 22"/>`
      );
    case 'sushi':
      return (
        `<circle cx="-45" cy="0" r="85" fill="${accent}"/><circle cx="-45" cy="0" r="62" fill="${cream}"/>` +
        `<circle cx="-45" cy="0" r="26" fill="${warm}"/>` +
        `<rect x="40" y="20" width="95" height="55" rx="24" fill="${cream}" ${line}/>` +
        `<path d="M40 30 Q90 -10 140 30 L135 40 Q90 5 45 40 Z" fill="${warm}"/>`
      );
    case 'drumstick':
      return (
        `<g transform="rotate(-35)"><ellipse cx="-25" cy="0" rx="95" ry="70" fill="${warm}" ${line}/>` +
        `<rect x="60" y="-14" width="70" height="28" fill="${cream}" ${line}/>` +
        `<circle cx="135" cy="-20" r="20" fill="${cream}" ${line}/><circle cx="135" cy="20" r="20" fill="${cream}" ${line}/></g>`
      );
    case 'fish':
      return (
        `<path d="M-120 0 Q-40 -85 60 0 Q-40 85 -120 0 Z" fill="${cream}" ${line}/>` +
        `<path d="M55 0 L125 -55 L115 0 L125 55 Z" fill="${warm}" ${line}/>` +
        `<circle cx="-70" cy="-12" r="10" fill="${accent}"/>` +
        `<path d="M-30 -35 Q-10 0 -30 35" fill="none" ${line}/>`
      );
    case 'cake':
      return (
        `<path d="M-120 -20 L100 -75 L120 -20 Z" fill="${warm}" ${line}/>` +
        `<rect x="-120" y="-20" width="240" height="130" fill="${cream}" ${line}/>` +
        `<path d="M-120 45 H120" stroke="${warm}" stroke-width="14"/>` +
        `<circle cx="60" cy="-85" r="20" fill="${warm}" ${line}/>`
      );
    case 'cone':
      return (
        `<path d="M-60 -10 L0 130 L60 -10 Z" fill="${warm}" ${line}/>` +
        `<path d="M-40 30 L25 10 M-25 70 L35 45" stroke="${accent}" stroke-width="6"/>` +
        `<circle cx="-35" cy="-40" r="48" fill="${cream}" ${line}/><circle cx="35" cy="-40" r="48" fill="${cream}" ${line}/>` +
        `<circle cx="0" cy="-95" r="48" fill="${cream}" ${line}/>`
      );
    case 'steak':
      return (
        `<path d="M-120 -30 Q-110 -110 -10 -100 Q110 -95 125 -10 Q135 80 40 95 Q-60 110 -105 60 Q-130 30 -120 -30 Z" fill="${warm}" ${line}/>` +
        `<circle cx="35" cy="-5" r="32" fill="${cream}" ${line}/>` +
        `<path d="M-80 30 Q-40 60 0 55" fill="none" stroke="${cream}" stroke-width="10" stroke-linecap="round"/>`
      );
    case 'leaf':
      return (
        `<path d="M-110 110 Q-130 -60 110 -120 Q120 80 -110 110 Z" fill="${cream}" ${line}/>` +
        `<path d="M-110 110 Q-10 10 80 -85" fill="none" ${line}/>` +
        `<path d="M-40 40 L-45 -10 M0 0 L50 5 M25 -40 L25 -80" ${line}/>`
      );
    case 'bread':
      return (
        `<path d="M-130 40 Q-140 -70 0 -80 Q140 -70 130 40 Q130 80 90 80 H-90 Q-130 80 -130 40 Z" fill="${warm}" ${line}/>` +
        `<path d="M-70 -45 L-40 10 M-10 -55 L20 0 M50 -50 L80 5" stroke="${cream}" stroke-width="12" stroke-linecap="round"/>`
      );
    case 'sandwich':
      return (
        `<path d="M-125 60 L0 -110 L125 60 Z" fill="${cream}" ${line}/>` +
        `<path d="M-110 75 H110" stroke="${warm}" stroke-width="16" stroke-linecap="round"/>` +
        `<path d="M-105 95 Q-80 80 -55 95 Q-30 80 -5 95 Q20 80 45 95 Q70 80 105 95" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>` +
        `<rect x="-125" y="105" width="250" height="20" rx="10" fill="${cream}" ${line}/>`
      );
    case 'donut':
      return (
        `<path d="M0 -115 A115 115 0 1 1 -0.1 -115 Z M0 -38 A38 38 0 1 0 0.1 -38 Z" fill="${cream}" fill-rule="evenodd" ${line}/>` +
        `<path d="M0 -95 A95 95 0 1 1 -0.1 -95 Z M0 -50 A50 50 0 1 0 0.1 -50 Z" fill="${warm}" fill-rule="evenodd"/>` +
        `<path d="M-60 -40 l12 -8 M40 -70 l10 10 M65 20 l-12 8 M-20 70 l12 6 M-75 30 l6 12" stroke="${cream}" stroke-width="8" stroke-linecap="round"/>`
      );
    case 'skewer':
      return (
        `<path d="M-140 110 L140 -110" ${line}/>` +
        `<rect x="-95" y="35" width="55" height="55" rx="12" transform="rotate(-38 -67 62)" fill="${warm}" ${line}/>` +
        `<circle cx="-15" cy="12" r="32" fill="${cream}" ${line}/>` +
        `<rect x="25" y="-75" width="55" height="55" rx="12" transform="rotate(-38 52 -47)" fill="${warm}" ${line}/>`
      );
    case 'pasta':
      // Spaghetti on a plate with tomato sauce, basil and a fork: Italian reads as Italian, not as a noodle bowl.
      return (
        `<circle cx="0" cy="8" r="118" fill="${cream}" ${line}/>` +
        `<circle cx="0" cy="8" r="92" fill="none" stroke="${accent}" stroke-width="4" stroke-opacity="0.35"/>` +
        `<path d="M-72 10 Q-72 -62 0 -64 Q72 -64 74 8 Q76 74 0 76 Q-64 76 -64 14 Q-64 -50 0 -52 Q60 -52 62 8 Q62 62 0 64 ` +
        `Q-52 64 -52 14 Q-52 -38 0 -40 Q46 -40 48 10 Q48 48 0 50 Q-36 50 -38 12" fill="none" stroke="${warm}" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="-4" cy="8" r="30" fill="#d9482b"/><circle cx="-14" cy="0" r="7" fill="#f26b4a"/>` +
        `<path d="M8 -18 Q30 -44 48 -22 Q28 -4 8 -18 Z" fill="#5fae3b"/>` +
        `<path d="M52 -30 L112 -104" ${line}/><path d="M100 -118 L124 -96 M94 -112 L112 -126 M106 -124 L128 -106" ${line}/>`
      );
    case 'curry':
      // A bowl of curry with naan behind it: no chopsticks.
      return (
        `<path d="M-70 -118 Q-50 -98 -70 -78 M-10 -122 Q10 -102 -10 -82" fill="none" ${line}/>` +
        `<path d="M30 -50 Q70 -126 122 -104 Q134 -70 86 -44 Z" fill="#f3d9a4" ${line}/>` +
        `<circle cx="88" cy="-90" r="5" fill="${warm}"/><circle cx="104" cy="-74" r="5" fill="${warm}"/>` +
        `<path d="M-120 -40 H120 Q116 96 0 100 Q-116 96 -120 -40 Z" fill="${cream}" ${line}/>` +
        `<ellipse cx="0" cy="-36" rx="112" ry="20" fill="${warm}"/>` +
        `<circle cx="-46" cy="-38" r="11" fill="${cream}"/><circle cx="8" cy="-32" r="12" fill="${cream}"/><circle cx="56" cy="-40" r="10" fill="${cream}"/>` +
        `<path d="M-20 -44 q8 -10 16 0 M30 -48 q8 -10 16 0" fill="none" stroke="#5fae3b" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M-40 102 H40" ${line}/>`
      );
    case 'plate':
    default:
      return (
        `<circle cx="0" cy="0" r="92" fill="${cream}" ${line}/>` +
        `<circle cx="0" cy="0" r="62" fill="none" stroke="${accent}" stroke-width="5" stroke-opacity="0.5"/>` +
        `<path d="M-118 -90 V-40 M-128 -90 V-55 Q-128 -35 -118 -35 Q-108 -35 -108 -55 V-90 M-118 -35 V95" fill="none" ${line}/>` +
        `<path d="M110 95 V-90 Q130 -60 124 -10 L110 -5" fill="${cream}" ${line}/>`
      );
  }
}
