/**
 * The online course catalogue (SPEC §3 Course): the cards of /courses and the six category pages.
 *
 * Ids 2-6 and 9-18 and their numbers are the spec's. The spec never shows the beginner courses, nor ids
 * 1, 7 and 8, so the three beginner courses take those ids and SPEC §9's "further listing" (350k 8 weeks
 * 24 lessons; 200k 4 weeks 12; 280k 6 weeks 18): 54 lessons in all, as the beginner page's stats say.
 */
export type CourseCategoryId = 'beginner' | 'advanced' | 'psychology' | 'fitness' | 'business' | 'lifestyle';

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced' | 'Elite' | 'All Levels';

export type Course = {
  id: number;
  title: string;
  category: CourseCategoryId;
  description: string;
  /** The photo slot of the card (docs/photo-slots.md); a designed gradient shows until a photo is added. */
  image: string;
  imageAlt: string;
  /** Always "N weeks": the structured data reads the number back out of it. */
  duration: string;
  lessons: number;
  /** As shown on the card, e.g. '420+'. */
  students: string;
  rating: number;
  /** Naira. */
  price: number;
  instructor: string;
  level: CourseLevel;
  /** Its own page's last segment, from its title: /courses/<category>/<slug> (issue 31 item 4). Stable. */
  slug: string;
  features: readonly [string, string, string, string];
};

export const courses: readonly Course[] = [
  // Beginner (ids 1, 7, 8: written for this site, the spec does not list them).
  {
    id: 1,
    title: 'Boxing Fundamentals Course',
    category: 'beginner',
    description:
      'Eight weeks that teach you to stand, move and punch like a boxer: stance and guard, footwork, the jab and the straight right, and the defence that keeps you safe.',
    image: 'course-boxing-fundamentals',
    imageAlt: 'A coach adjusting a new boxer’s guard on the pads',
    duration: '8 weeks',
    lessons: 24,
    students: '1,250+',
    rating: 4.8,
    price: 350_000,
    instructor: 'Coach Tunde Bakare',
    level: 'Beginner',
    slug: 'boxing-fundamentals-course',
    features: [
      'Stance, guard and footwork',
      'Jab and straight right',
      'Slips, blocks and cover-ups',
      'Weekly pad work',
    ],
  },
  {
    id: 7,
    title: 'First Steps in the Ring',
    category: 'beginner',
    description:
      'A four-week introduction for people who have never boxed: wrapping hands, warming up safely, the basic punches on the bag and a beginner conditioning circuit.',
    image: 'course-first-steps',
    imageAlt: 'Beginners wrapping their hands before a first session',
    duration: '4 weeks',
    lessons: 12,
    students: '800+',
    rating: 4.6,
    price: 200_000,
    instructor: 'Coach Amaka Eze',
    level: 'Beginner',
    slug: 'first-steps-in-the-ring',
    features: [
      'Hand wrapping and safe kit',
      'Injury-free warm-ups',
      'Basic punches on the bag',
      'Beginner conditioning',
    ],
  },
  {
    id: 8,
    title: 'Footwork & Defence Foundations',
    category: 'beginner',
    description:
      'Six weeks on the half of boxing beginners skip: moving around the ring, cutting angles, slipping and rolling, and landing your first counters in controlled drills.',
    image: 'course-footwork-defence',
    imageAlt: 'A boxer stepping off an angle during a footwork ladder drill',
    duration: '6 weeks',
    lessons: 18,
    students: '600+',
    rating: 4.7,
    price: 280_000,
    instructor: 'Coach Ibrahim Musa',
    level: 'Beginner',
    slug: 'footwork-defence-foundations',
    features: [
      'Ring movement and angles',
      'Slips, rolls and parries',
      'First counter-punches',
      'Light technical sparring',
    ],
  },

  // Advanced.
  {
    id: 3,
    title: 'Elite Championship Course',
    category: 'advanced',
    description:
      'The championship camp distilled into twelve weeks: ring generalship, high-level combinations, fight-week preparation and sparring reviewed frame by frame.',
    image: 'course-elite-championship',
    imageAlt: 'Two boxers exchanging in championship sparring under ring lights',
    duration: '12 weeks',
    lessons: 36,
    students: '420+',
    rating: 5,
    price: 1_200_000,
    instructor: 'Coach Segun Adeyemi',
    level: 'Advanced',
    slug: 'elite-championship-course',
    features: [
      'Championship sparring blocks',
      'Frame-by-frame fight review',
      'Fight-week preparation',
      'Ring generalship',
    ],
  },
  {
    id: 9,
    title: 'Pro Fighter Development',
    category: 'advanced',
    description:
      'Sixteen weeks for amateurs preparing to turn professional: longer rounds, pro-style pacing, inside fighting and the business of a first professional contract.',
    image: 'course-pro-fighter',
    imageAlt: 'A boxer working inside on the heavy bag late in a round',
    duration: '16 weeks',
    lessons: 48,
    students: '180+',
    rating: 4.9,
    price: 1_800_000,
    instructor: 'Coach Segun Adeyemi',
    level: 'Advanced',
    slug: 'pro-fighter-development',
    features: [
      'Pro-length round pacing',
      'Inside fighting',
      'Pro debut fight camp',
      'Contracts and management',
    ],
  },
  {
    id: 10,
    title: 'Championship Mastery',
    category: 'advanced',
    description:
      'Twenty weeks in the inner circle: title-fight tactics, opponent study, twelve-round conditioning and mentoring from the champion’s own team.',
    image: 'course-championship-mastery',
    imageAlt: 'A champion’s belt resting on the ring apron',
    duration: '20 weeks',
    lessons: 60,
    students: '95+',
    rating: 5,
    price: 2_500_000,
    instructor: 'Coach Victor Okafor',
    level: 'Elite',
    slug: 'championship-mastery',
    features: [
      'Title-fight game plans',
      'Opponent study sessions',
      'Twelve-round conditioning',
      'Mentoring from the champion’s team',
    ],
  },

  // Psychology.
  {
    id: 2,
    title: 'Mental Toughness Mastery',
    category: 'psychology',
    description:
      'Six weeks of the mental skills champions rely on: staying calm under pressure, bouncing back from a lost round and walking to the ring with real confidence.',
    image: 'course-mental-toughness',
    imageAlt: 'A boxer sitting alone in the corner, eyes closed, before the bell',
    duration: '6 weeks',
    lessons: 18,
    students: '850+',
    rating: 4.9,
    price: 500_000,
    instructor: 'Dr. Funmi Adebayo',
    level: 'All Levels',
    slug: 'mental-toughness-mastery',
    features: [
      'Pressure routines',
      'Resilience after setbacks',
      'Pre-fight confidence',
      'Breathing for calm',
    ],
  },
  {
    id: 11,
    title: 'Peak Performance Psychology',
    category: 'psychology',
    description:
      'Eight weeks on performing at your best when it counts: visualisation, focus under fatigue and a fight-day routine built around you.',
    image: 'course-peak-performance',
    imageAlt: 'A boxer visualising a round with a sports psychologist',
    duration: '8 weeks',
    lessons: 24,
    students: '420+',
    rating: 4.8,
    price: 650_000,
    instructor: 'Dr. Funmi Adebayo',
    level: 'Intermediate',
    slug: 'peak-performance-psychology',
    features: [
      'Visualisation practice',
      'Focus under fatigue',
      'Fight-day routine',
      'Goal setting that sticks',
    ],
  },
  {
    id: 12,
    title: 'Combat Sports Mindset',
    category: 'psychology',
    description:
      'Ten weeks for experienced competitors: controlling fear and anger, reading momentum in a fight and keeping your head through a long competitive season.',
    image: 'course-combat-mindset',
    imageAlt: 'A boxer staring down an opponent at the referee’s instructions',
    duration: '10 weeks',
    lessons: 30,
    students: '320+',
    rating: 4.7,
    price: 750_000,
    instructor: 'Coach Kemi Oladipo',
    level: 'Advanced',
    slug: 'combat-sports-mindset',
    features: ['Fear and anger control', 'Reading fight momentum', 'Season-long focus', 'Post-fight reviews'],
  },

  // Fitness.
  {
    id: 5,
    title: 'Performance Elite Training',
    category: 'fitness',
    description:
      'Ten weeks of periodised boxing conditioning: strength, speed and an engine that lasts three hard rounds, tested and adjusted every fortnight.',
    image: 'course-performance-elite',
    imageAlt: 'A boxer pushing a weighted sled across the gym floor',
    duration: '10 weeks',
    lessons: 30,
    students: '680+',
    rating: 4.8,
    price: 450_000,
    instructor: 'Coach Chidi Nwosu',
    level: 'Intermediate',
    slug: 'performance-elite-training',
    features: ['Periodised strength', 'Round-by-round engine', 'Fortnightly testing', 'Speed and agility'],
  },
  {
    id: 13,
    title: 'Champion Conditioning',
    category: 'fitness',
    description:
      'Twelve weeks of the conditioning the champion’s camp runs: explosive power, repeat-sprint capacity and recovery protocols for twice-a-day training.',
    image: 'course-champion-conditioning',
    imageAlt: 'A heavyweight slamming a medicine ball during a conditioning circuit',
    duration: '12 weeks',
    lessons: 36,
    students: '520+',
    rating: 4.9,
    price: 550_000,
    instructor: 'Coach Chidi Nwosu',
    level: 'Advanced',
    slug: 'champion-conditioning',
    features: [
      'Explosive power work',
      'Repeat-sprint capacity',
      'Twice-a-day recovery',
      'Camp-style circuits',
    ],
  },
  {
    id: 14,
    title: 'Boxing Fitness Fundamentals',
    category: 'fitness',
    description:
      'Eight weeks of boxing-based fitness for any starting point: bag rounds, skipping, bodyweight strength and mobility that make every session easier than the last.',
    image: 'course-boxing-fitness',
    imageAlt: 'A group skipping in rhythm at the start of a fitness class',
    duration: '8 weeks',
    lessons: 24,
    students: '950+',
    rating: 4.6,
    price: 350_000,
    instructor: 'Coach Blessing Okon',
    level: 'Beginner',
    slug: 'boxing-fitness-fundamentals',
    features: ['Bag and skipping rounds', 'Bodyweight strength', 'Mobility routines', 'Progress check-ins'],
  },

  // Business.
  {
    id: 6,
    title: 'Business of Boxing Mastery',
    category: 'business',
    description:
      'Six weeks on the money side of the sport: purses and contracts, managers and promoters, and building income that outlasts your fighting career.',
    image: 'course-business-of-boxing',
    imageAlt: 'A boxer reviewing a contract with a manager',
    duration: '6 weeks',
    lessons: 18,
    students: '320+',
    rating: 4.6,
    price: 800_000,
    instructor: 'Adaeze Obi',
    level: 'All Levels',
    slug: 'business-of-boxing-mastery',
    features: [
      'Purses and contracts',
      'Managers and promoters',
      'Income beyond the ring',
      'Money management',
    ],
  },
  {
    id: 15,
    title: 'Athletic Entrepreneurship',
    category: 'business',
    description:
      'Eight weeks for athletes starting a business: coaching, a gym or a brand. Business models, registering with the CAC, pricing and your first customers.',
    image: 'course-athletic-entrepreneurship',
    imageAlt: 'A former boxer coaching a paying class in their own gym',
    duration: '8 weeks',
    lessons: 24,
    students: '180+',
    rating: 4.7,
    price: 950_000,
    instructor: 'Adaeze Obi',
    level: 'Intermediate',
    slug: 'athletic-entrepreneurship',
    features: [
      'Business models for athletes',
      'Registration and tax basics',
      'Pricing your services',
      'First customers',
    ],
  },
  {
    id: 16,
    title: 'Champion’s Business Mindset',
    category: 'business',
    description:
      'Ten weeks on thinking like an owner: negotiating sponsorships, growing a team, reading a profit-and-loss statement and investing what the ring pays you.',
    image: 'course-business-mindset',
    imageAlt: 'A champion shaking hands with a sponsor at a press event',
    duration: '10 weeks',
    lessons: 30,
    students: '150+',
    rating: 4.8,
    price: 1_200_000,
    instructor: 'Emeka Chukwu',
    level: 'Advanced',
    slug: 'champions-business-mindset',
    features: [
      'Sponsorship negotiation',
      'Building a team',
      'Reading the numbers',
      'Investing your earnings',
    ],
  },

  // Lifestyle.
  {
    id: 4,
    title: 'Champion Nutrition Program',
    category: 'lifestyle',
    description:
      'Four weeks on eating like a champion with food from a Nigerian kitchen: fuelling training, making weight safely and recovering between sessions.',
    image: 'course-champion-nutrition',
    imageAlt: 'A balanced plate of jollof rice, grilled fish and vegetables',
    duration: '4 weeks',
    lessons: 12,
    students: '950+',
    rating: 4.7,
    price: 250_000,
    instructor: 'Ngozi Eze, RD',
    level: 'All Levels',
    slug: 'champion-nutrition-program',
    features: ['Fuel for training', 'Safe weight management', 'Local meal plans', 'Hydration habits'],
  },
  {
    id: 17,
    title: 'Wellness & Recovery Mastery',
    category: 'lifestyle',
    description:
      'Six weeks on the recovery that turns hard training into progress: sleep, mobility, managing soreness and knowing when to back off.',
    image: 'course-wellness-recovery',
    imageAlt: 'A boxer stretching on a mat after training',
    duration: '6 weeks',
    lessons: 18,
    students: '680+',
    rating: 4.8,
    price: 350_000,
    instructor: 'Coach Blessing Okon',
    level: 'All Levels',
    slug: 'wellness-recovery-mastery',
    features: ['Sleep that recovers', 'Daily mobility', 'Managing soreness', 'Planning rest days'],
  },
  {
    id: 18,
    title: 'Champion Lifestyle Design',
    category: 'lifestyle',
    description:
      'Eight weeks on building a life around your goals: routines, energy, relationships and balancing training with work, study and family.',
    image: 'course-lifestyle-design',
    imageAlt: 'A boxer planning a training week in a notebook',
    duration: '8 weeks',
    lessons: 24,
    students: '420+',
    rating: 4.9,
    price: 450_000,
    instructor: 'Coach Kemi Oladipo',
    level: 'Intermediate',
    slug: 'champion-lifestyle-design',
    features: ['Routines that last', 'Energy management', 'Training, work and family', 'Habits of champions'],
  },
];

/** The six cards of /courses, in the order of SPEC §9's earlier listing (350k, 500k, 1.2M, 250k, 450k, 800k). */
export const featuredCourseIds = [1, 2, 3, 4, 5, 6] as const;

export function courseById(id: number): Course {
  const course = courses.find((c) => c.id === id);
  if (!course) throw new Error(`No course with id ${id}`);
  return course;
}

/** A course's own page, where it is bought: every card links here. */
export function coursePath(course: Pick<Course, 'category' | 'slug'>): string {
  return `/courses/${course.category}/${course.slug}`;
}

/** The course at /courses/<category>/<slug>, or undefined. */
export function courseBySlug(category: string, slug: string): Course | undefined {
  return courses.find((c) => c.category === category && c.slug === slug);
}

/** The course of this slug (slugs are unique across categories): the API's /courses/{slug}. */
export function courseBySlugOnly(slug: string): Course | undefined {
  return courses.find((c) => c.slug === slug);
}

/** The price in kobo the server charges for a course: from this catalogue only, never from a form. */
export function coursePriceKobo(course: Pick<Course, 'price'>): number {
  return course.price * 100;
}

export function coursesIn(category: CourseCategoryId): Course[] {
  return courses.filter((c) => c.category === category);
}

export function weeksOf(course: Pick<Course, 'duration'>): number {
  const match = /^(\d+) weeks?$/.exec(course.duration);
  if (!match) throw new Error(`Duration "${course.duration}" is not "N weeks"`);
  return Number(match[1]);
}

/** '1,250+' → 1250. */
export function studentCount(course: Pick<Course, 'students'>): number {
  return Number(course.students.replace(/[,+]/g, ''));
}
