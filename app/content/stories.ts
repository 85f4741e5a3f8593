import { academyFigures } from './academy';
/**
 * Success stories (SPEC §3 Success story, §2 Success stories page). The athletes are invented
 * composites; their programmes are the academy's four programmes by title.
 */
export type SuccessStory = {
  id: number;
  name: string;
  age: number;
  program: string;
  achievement: string;
  story: string;
  rating: number;
  testimonial: string;
  /** What changed, label to value, in the order it should read. */
  results: Record<string, string>;
};

/** A story's portrait slot in the site media library (docs/photo-slots.md): initials until one is given. */
export const storyPhotoSlot = (storyId: number) => `story-${storyId}`;

export const storyStats = [
  academyFigures.successRate,
  {
    value: academyFigures.championsTrained.value,
    label: `${academyFigures.championsTrained.label} ${academyFigures.championsTrained.since}`,
  },
  academyFigures.livesTransformed,
  { value: `${academyFigures.averageRating}/5`, label: 'Average Rating' },
] as const;

export const stories: readonly SuccessStory[] = [
  {
    id: 1,
    name: 'Chinedu Okafor',
    age: 24,
    program: 'Elite Championship Course',
    achievement: 'National Heavyweight Champion',
    story:
      'Chinedu arrived in Lagos as a raw, hard-hitting club fighter with no defence to speak of. Twelve months of daily technical work and structured sparring turned power into a complete game, and he took the national title with a unanimous decision.',
    rating: 5,
    testimonial:
      'The coaches rebuilt me from the feet up. I stopped loading up on one big shot and started winning rounds. That is why I am champion.',
    results: {
      'Amateur record': '18-2',
      'Titles won': 'National heavyweight',
      'Next step': 'London bootcamp',
    },
  },
  {
    id: 2,
    name: 'Aisha Bello',
    age: 19,
    program: 'Fundamentals Mastery',
    achievement: 'AJ Elite Cup Gold Medallist',
    story:
      'Aisha had never laced a glove when she joined the Abuja centre. Fundamentals Mastery gave her a stance, a jab and the confidence to compete; within two seasons she won gold at the AJ Elite Cup in the women’s lightweight division.',
    rating: 5,
    testimonial:
      'They never rushed me. Every week had one thing to master, and by the end I trusted my jab more than anything.',
    results: { 'First bout': 'After 6 months', Medals: '3 gold, 1 silver', Division: 'Lightweight' },
  },
  {
    id: 3,
    name: 'Tunde Adeyemi',
    age: 27,
    program: 'Mental Champion',
    achievement: 'Professional Debut Win',
    story:
      'A gifted amateur who froze on big nights, Tunde worked through the Mental Champion programme on pressure routines and visualisation. He walked into his professional debut calm, stuck to the plan and won every round.',
    rating: 4.9,
    testimonial:
      'I used to lose fights in the changing room. Now I have a routine for the walk, the first bell and the corner. The nerves are still there, but they work for me.',
    results: { 'Pro record': '4-0', 'Pre-fight anxiety': 'Down sharply', 'Rounds won on debut': '4 of 4' },
  },
  {
    id: 4,
    name: 'Ngozi Eze',
    age: 22,
    program: 'Performance Elite',
    achievement: 'Commonwealth Team Selection',
    story:
      'Ngozi had the skills but faded in the third round. Performance Elite rebuilt her engine with periodised conditioning and recovery science, and four-weekly testing showed the gains. She finished strong all season and earned a national team call-up.',
    rating: 4.9,
    testimonial:
      'The testing every four weeks changed my mindset. I could see the work paying off, so I never skipped a session.',
    results: { 'Third-round output': '+35%', 'Body fat': '−6%', Selection: 'National team' },
  },
  {
    id: 5,
    name: 'Emeka Nwosu',
    age: 16,
    program: 'Fundamentals Mastery',
    achievement: 'U18 Regional Champion',
    story:
      'Emeka joined after school with his parents’ blessing and a lot of energy. The academy channelled it: clean technique, discipline in the gym and in class. He won the U18 regional title and was selected for the AJ Elite Cup.',
    rating: 4.8,
    testimonial:
      'My coach checks my school report as well as my footwork. Boxing made me more focused everywhere.',
    results: { 'Regional title': 'U18 Middleweight', Bouts: '9-1', 'School grades': 'Improved' },
  },
  {
    id: 6,
    name: 'Ibrahim Musa',
    age: 29,
    program: 'Elite Championship Course',
    achievement: 'AJ Bootcamp London Graduate',
    story:
      'A veteran of the domestic circuit, Ibrahim wanted one more shot at the top. The Elite Championship Course sharpened his ring IQ, he finished in the top 20 at the AJ Elite Cup and spent eight weeks training and sparring in London.',
    rating: 5,
    testimonial:
      'Sparring in London showed me I belong at that level. I came home a better boxer and a better coach to the younger lads.',
    results: { Bootcamp: '8 weeks in London', 'Elite Cup finish': 'Top 20', Now: 'Assistant coach' },
  },
];
