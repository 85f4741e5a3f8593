import { academyFigures } from './academy';
/**
 * The founder's page (SPEC §2 /about). AJ is a real, living champion, so the story stays in general
 * terms: no dates, fight records or quotes that could turn out to be wrong. The timeline is told in
 * chapters rather than years for the same reason.
 */
export const founder = {
  name: 'AJ',
  title: 'Olympic and World Heavyweight Champion',
  roots: 'Nigerian roots, global stage',
  intro:
    'AJ fronts the academy the way he fought: from the front. An Olympic and world heavyweight champion with Nigerian roots, he built AJBXNG to give Nigerian boxers the coaching, structure and pathway he had to travel abroad to find.',
  biography: [
    'Like most fighters, AJ started in an ordinary amateur gym. The lessons that stuck were the unglamorous ones: show up, do the basics properly, and let the coaches see you work.',
    'The amateur years took him through national competition to the Olympic Games, where he won heavyweight gold. That result turned a promising amateur into a name the boxing world knew.',
    'As a professional he climbed the heavyweight division to become world champion, headlining major shows and facing the best of his era. It was a career that taught as much on the hard nights as on the great ones.',
    'Through it all he kept a close bond with Nigeria and its fighters. AJBXNG is how that bond became a programme: world-class coaching in Lagos and Abuja, a tournament pathway that rewards merit, and a bootcamp in London for the very best.',
  ],
  quote:
    'Talent is everywhere in Nigeria. What our boxers need is structure, honest coaching and a clear road to the top. That is what this academy is for.',
} as const;

export type Achievement = {
  title: string;
  detail: string;
  icon: 'medal' | 'trophy' | 'flag' | 'users';
};

export const achievements: readonly Achievement[] = [
  {
    title: 'Olympic Champion',
    detail: 'Heavyweight gold at the Olympic Games, the peak of the amateur sport.',
    icon: 'medal',
  },
  {
    title: 'World Heavyweight Champion',
    detail: 'A professional world champion in boxing’s most demanding division.',
    icon: 'trophy',
  },
  {
    title: 'Nigerian Roots',
    detail: 'Proud of his heritage and committed to building the sport at home.',
    icon: 'flag',
  },
  {
    title: `${academyFigures.championsTrained.value} ${academyFigures.championsTrained.label}`,
    detail: `Through AJBXNG’s coaches and programmes in Lagos and Abuja, ${academyFigures.championsTrained.since}.`,
    icon: 'users',
  },
];

export type TimelineEntry = { chapter: string; title: string; detail: string };

export const timeline: readonly TimelineEntry[] = [
  {
    chapter: 'Chapter 1',
    title: 'First Steps in the Gym',
    detail: 'Walks into an amateur boxing club and finds the discipline that shapes everything after.',
  },
  {
    chapter: 'Chapter 2',
    title: 'Rising Through the Amateurs',
    detail: 'Climbs the national rankings and earns international call-ups in the amateur ranks.',
  },
  {
    chapter: 'Chapter 3',
    title: 'Olympic Gold',
    detail: 'Becomes Olympic heavyweight champion and turns a breakthrough into a launchpad.',
  },
  {
    chapter: 'Chapter 4',
    title: 'Turning Professional',
    detail: 'Builds a professional record fight by fight, learning the trade under bright lights.',
  },
  {
    chapter: 'Chapter 5',
    title: 'World Heavyweight Champion',
    detail: 'Reaches the top of the heavyweight division and headlines the biggest nights in the sport.',
  },
  {
    chapter: 'Chapter 6',
    title: 'AJBXNG Is Founded',
    detail: 'Opens the academy’s main centre in Lagos to give Nigerian talent a world-class home.',
  },
  {
    chapter: 'Chapter 7',
    title: 'Abuja Centre Opens',
    detail: 'A second centre in the capital brings the programmes to more boxers in the north.',
  },
  {
    chapter: 'Chapter 8',
    title: 'The Road to London',
    detail: 'Launches the AJ Elite Cup and the London bootcamp for the country’s top 20 athletes.',
  },
];
