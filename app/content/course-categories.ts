/**
 * The six course category pages (SPEC §2 "Category pages"): every badge, headline, stat, tile, count label,
 * button label and call to action of the spec's table lives here; the pages are drawn by one component.
 */
import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BatteryCharging,
  Brain,
  Briefcase,
  Crosshair,
  Crown,
  Dumbbell,
  Eye,
  Flame,
  Focus,
  Gauge,
  Handshake,
  HeartPulse,
  Layers,
  Leaf,
  Map as MapIcon,
  Megaphone,
  Moon,
  Network,
  Scale,
  ShieldCheck,
  Smile,
  Sparkles,
  Target,
  TrendingUp,
  Wind,
  Zap,
} from 'lucide-react';
import type { Course, CourseCategoryId } from './courses';
import { courseById, studentCount } from './courses';
import { formatCount } from '~/lib/money';

export type Tile = { icon: LucideIcon; title: string; description: string };
export type Benefit = { title: string; description: string };
export type Stat = { value: string; label: string };

export type CourseCategory = {
  id: CourseCategoryId;
  path: string;
  /** The short name on filters, card badges and breadcrumbs. */
  name: string;
  badge: string;
  headline: string;
  lead: string;
  /** Describes the hero photo (docs/photo-slots.md: courses-<id>-hero). */
  heroAlt: string;
  metaDescription: string;
  /** The cards of the page, in order. */
  courseIds: readonly number[];
  stats: readonly [Stat, Stat, Stat, Stat];
  tiles?: { heading: string; lead: string; items: readonly Tile[] };
  prerequisites?: readonly string[];
  benefits: { heading: string; lead: string; items: readonly (Benefit & { icon?: LucideIcon })[] };
  /** 'lessons', 'sessions', 'workouts', 'modules' or 'guides': the unit of a card's lesson count. */
  countLabel: string;
  /** What a card calls its students ('students', or 'elite students' on the advanced page). */
  studentsLabel: string;
  /** How many of a course's four features its card lists. */
  featureCount: 3 | 4;
  buttonLabel: string;
  cta: { heading: string; body: string; label: string; to: string };
};

function coursesOf(ids: readonly number[]): Course[] {
  return ids.map(courseById);
}

/** The students stat, added up from the cards so the two can never disagree: '2,650+'. */
function totalStudents(ids: readonly number[]): string {
  return `${formatCount(coursesOf(ids).reduce((sum, c) => sum + studentCount(c), 0))}+`;
}

/** The lessons stat, added up from the cards: 24 + 12 + 18 = '54' on the beginner page. */
function totalLessons(ids: readonly number[]): string {
  return String(coursesOf(ids).reduce((sum, c) => sum + c.lessons, 0));
}

const applyPath = '/academy-application';

const beginnerIds = [1, 7, 8] as const;
const advancedIds = [3, 9, 10] as const;
const psychologyIds = [2, 11, 12] as const;
const fitnessIds = [5, 13, 14] as const;
const businessIds = [6, 15, 16] as const;
const lifestyleIds = [4, 17, 18] as const;

export const courseCategories: readonly CourseCategory[] = [
  {
    id: 'beginner',
    path: '/courses/beginner',
    heroAlt: 'A coach teaching a small beginners’ class their stance on the gym floor',
    name: 'Beginner',
    badge: 'Beginner Courses',
    headline: 'Start Your Boxing Journey',
    lead: 'Never boxed before? Start here. Certified coaches teach you the basics step by step, at your pace, with safety built into every session.',
    metaDescription:
      'Beginner boxing courses from AJBXNG: stance, footwork, the basic punches and safe defence, taught step by step by certified coaches in Lagos and Abuja.',
    courseIds: beginnerIds,
    stats: [
      { value: totalStudents(beginnerIds), label: 'Beginner Students' },
      { value: '4.7', label: 'Average Rating' },
      { value: totalLessons(beginnerIds), label: 'Total Lessons' },
      { value: '100%', label: 'Safety Focused' },
    ],
    benefits: {
      heading: 'Why Start with Our Beginner Courses?',
      lead: 'The first weeks decide whether boxing becomes a habit. Ours are built so that it does.',
      items: [
        {
          icon: ShieldCheck,
          title: 'Safety First',
          description:
            'No sparring until you are ready, proper kit from day one and coaches who check every rep. You learn to protect yourself before you learn to hit.',
        },
        {
          icon: Smile,
          title: 'Build Confidence',
          description:
            'Small groups and clear milestones: every week you can do something you could not do the week before, and you will feel it outside the gym too.',
        },
        {
          icon: Layers,
          title: 'Solid Foundation',
          description:
            'The same fundamentals our champions still drill every day. Learn them properly once and every later course builds on them.',
        },
      ],
    },
    countLabel: 'lessons',
    studentsLabel: 'students',
    featureCount: 3,
    buttonLabel: 'Start Learning',
    cta: {
      heading: 'Ready to Throw Your First Jab?',
      body: 'Apply to the academy and a coach will call you within 24 to 48 hours to find the right starting class.',
      label: 'Start Your Journey',
      to: applyPath,
    },
  },
  {
    id: 'advanced',
    path: '/courses/advanced',
    heroAlt: 'Two experienced boxers in hard sparring under ring lights',
    name: 'Advanced',
    badge: 'Advanced Courses',
    headline: 'Elite Championship Training',
    lead: 'For experienced boxers chasing titles: the techniques, tactics and mindset of the championship camp, coached by the team behind a heavyweight champion.',
    metaDescription:
      'Advanced boxing courses from AJBXNG: championship sparring, pro fighter development and title-fight mastery for experienced competitors.',
    courseIds: advancedIds,
    stats: [
      { value: totalStudents(advancedIds), label: 'Elite Students' },
      { value: '4.9', label: 'Expert Rating' },
      { value: totalLessons(advancedIds), label: 'Advanced Lessons' },
      { value: '85%', label: 'Competition Ready' },
    ],
    prerequisites: [
      'Minimum 2 years boxing experience',
      'Solid understanding of fundamentals',
      'Competition experience preferred',
      'High fitness level required',
    ],
    benefits: {
      heading: 'Master Advanced Techniques',
      lead: 'What separates a good amateur from a champion is rarely power. It is precision, intelligence and nerve.',
      items: [
        {
          icon: Crosshair,
          title: 'Precision Striking',
          description:
            'Shot selection, timing and accuracy under fatigue: land the clean, scoring punches judges reward and opponents feel.',
        },
        {
          icon: Brain,
          title: 'Ring Intelligence',
          description:
            'Read an opponent in the first round, set traps, control distance and make the adjustments your corner asks for between rounds.',
        },
        {
          icon: Crown,
          title: 'Championship Mindset',
          description:
            'The preparation, composure and standards of a world champion’s camp, from the first day of camp to the final bell.',
        },
      ],
    },
    countLabel: 'sessions',
    studentsLabel: 'elite students',
    featureCount: 4,
    buttonLabel: 'Join Elite',
    cta: {
      heading: 'Ready for Championship Training?',
      body: 'Places on the advanced courses follow a technical assessment with our coaches. Apply and we will book yours.',
      label: 'Apply for Elite Training',
      to: applyPath,
    },
  },
  {
    id: 'psychology',
    path: '/courses/psychology',
    heroAlt: 'A boxer in a one-to-one session with a sports psychologist',
    name: 'Psychology',
    badge: 'Psychology Courses',
    headline: 'Master Your Mental Game',
    lead: 'Fights are won in the mind before they are won in the ring. Train pressure, focus and confidence with the same care you give your jab.',
    metaDescription:
      'Sports psychology courses for boxers from AJBXNG: mental toughness, peak performance and the combat sports mindset, with qualified practitioners.',
    courseIds: psychologyIds,
    stats: [
      { value: totalStudents(psychologyIds), label: 'Students Transformed' },
      { value: '4.8', label: 'Average Rating' },
      { value: totalLessons(psychologyIds), label: 'Psychology Lessons' },
      { value: '95%', label: 'Improved Confidence' },
    ],
    tiles: {
      heading: 'Skills You Will Build',
      lead: 'Six mental skills, practised in every session until they hold up under pressure.',
      items: [
        {
          icon: Brain,
          title: 'Mental Conditioning',
          description: 'Daily routines that make composure a habit rather than a hope on fight night.',
        },
        {
          icon: Gauge,
          title: 'Pressure Management',
          description:
            'Breathing and reset techniques that keep your heart rate and decisions under control.',
        },
        {
          icon: Eye,
          title: 'Visualization Mastery',
          description:
            'Rehearse rounds, game plans and setbacks in your mind until the real thing feels familiar.',
        },
        {
          icon: Focus,
          title: 'Focus Training',
          description: 'Stay on the game plan when you are tired, hurt or behind on the cards.',
        },
        {
          icon: Sparkles,
          title: 'Confidence Building',
          description: 'Confidence built on evidence: training logs, small wins and honest self-talk.',
        },
        {
          icon: Wind,
          title: 'Emotional Control',
          description: 'Use fear and anger as fuel instead of letting them take over your boxing.',
        },
      ],
    },
    benefits: {
      heading: 'Why Mental Training Matters',
      lead: 'Between evenly matched boxers, the mind decides the fight.',
      items: [
        {
          title: 'Win the close rounds',
          description: 'Composure in the last thirty seconds of a round is where tight decisions are won.',
        },
        {
          title: 'Perform like you train',
          description:
            'Close the gap between the boxer you are in the gym and the one who shows up on the night.',
        },
        {
          title: 'Bounce back faster',
          description: 'Recover from a knockdown, a bad round or a loss without losing months of confidence.',
        },
        {
          title: 'Enjoy the sport longer',
          description: 'Lower anxiety and clearer goals keep boxers training and competing for years.',
        },
      ],
    },
    countLabel: 'sessions',
    studentsLabel: 'students',
    featureCount: 4,
    buttonLabel: 'Transform Mind',
    cta: {
      heading: 'Train the Fighter Between Your Ears',
      body: 'Tell us where pressure gets to you and we will match you with the right course and practitioner.',
      label: 'Start Mental Training',
      to: applyPath,
    },
  },
  {
    id: 'fitness',
    path: '/courses/fitness',
    heroAlt: 'A boxer mid-circuit on battle ropes in the conditioning area',
    name: 'Fitness',
    badge: 'Fitness Courses',
    headline: 'Build Championship Fitness',
    lead: 'Conditioning the way fighters train it: strength, speed, power and an engine that lasts every round, whether or not you ever step into a ring.',
    metaDescription:
      'Boxing fitness courses from AJBXNG: strength, conditioning, speed and recovery programmes for beginners to competitive boxers.',
    courseIds: fitnessIds,
    stats: [
      { value: totalStudents(fitnessIds), label: 'Fitness Students' },
      { value: '4.8', label: 'Average Rating' },
      { value: totalLessons(fitnessIds), label: 'Workout Sessions' },
      { value: '92%', label: 'Improved Fitness' },
    ],
    tiles: {
      heading: 'What You Will Train',
      lead: 'Six qualities of a fighter’s body, each trained on purpose and tested as you go.',
      items: [
        {
          icon: Dumbbell,
          title: 'Strength Training',
          description: 'Compound lifts and bodyweight work that make you harder to move and harder to hurt.',
        },
        {
          icon: HeartPulse,
          title: 'Cardiovascular Fitness',
          description: 'An aerobic base that lets you recover between rounds and between sessions.',
        },
        {
          icon: Zap,
          title: 'Speed & Agility',
          description: 'Quick feet and quick hands: ladder work, reaction drills and fast-twitch sprints.',
        },
        {
          icon: Flame,
          title: 'Power Development',
          description: 'Medicine balls, jumps and rotational work that put real force behind your shots.',
        },
        {
          icon: Activity,
          title: 'Conditioning',
          description: 'Round-length intervals that match the demands of boxing, not a treadmill.',
        },
        {
          icon: Leaf,
          title: 'Recovery & Mobility',
          description: 'Mobility, stretching and deloads that keep you training through the year.',
        },
      ],
    },
    benefits: {
      heading: 'Why Boxing Fitness Works',
      lead: 'Fighters are some of the fittest athletes in sport. Their training is why.',
      items: [
        {
          title: 'Whole-body training',
          description: 'Every punch starts at the feet: legs, core, shoulders and lungs all work together.',
        },
        {
          title: 'Intervals that burn',
          description:
            'Three-minute rounds with short rests are some of the most effective conditioning there is.',
        },
        {
          title: 'Stress relief',
          description: 'Few things clear a long day in Lagos traffic like twenty minutes on the heavy bag.',
        },
        {
          title: 'Skills, not just sweat',
          description: 'You leave every session a little better at something, which keeps you coming back.',
        },
      ],
    },
    countLabel: 'workouts',
    studentsLabel: 'students',
    featureCount: 4,
    buttonLabel: 'Get Fit',
    cta: {
      heading: 'Your Fight Camp Starts Here',
      body: 'Apply, tell us your starting point and a coach will place you in the right programme.',
      label: 'Start Training',
      to: applyPath,
    },
  },
  {
    id: 'business',
    path: '/courses/business',
    heroAlt: 'A champion speaking with sponsors at a press event',
    name: 'Business',
    badge: 'Business Courses',
    headline: 'Build Your Boxing Empire',
    lead: 'A fighting career is short. Learn to turn your name, skills and network into income that lasts, from athletes and advisers who have done it.',
    metaDescription:
      'Business courses for boxers and athletes from AJBXNG: contracts, sponsorship, branding and building a business beyond the ring.',
    courseIds: businessIds,
    stats: [
      { value: totalStudents(businessIds), label: 'Business Students' },
      { value: '4.7', label: 'Average Rating' },
      { value: totalLessons(businessIds), label: 'Business Lessons' },
      { value: '85%', label: 'Increased Income' },
    ],
    tiles: {
      heading: 'Skills for the Business Side',
      lead: 'Six skills every athlete needs to earn well during their career and after it.',
      items: [
        {
          icon: Megaphone,
          title: 'Brand Development',
          description: 'Build a personal brand fans, sponsors and promoters recognise and trust.',
        },
        {
          icon: TrendingUp,
          title: 'Revenue Generation',
          description: 'Purses, appearances, coaching, content and merchandise: more than one way to earn.',
        },
        {
          icon: Network,
          title: 'Network Building',
          description: 'Meet the managers, promoters and business people who open doors in the sport.',
        },
        {
          icon: MapIcon,
          title: 'Strategic Planning',
          description: 'Plan a career in seasons and years, not just the next fight.',
        },
        {
          icon: Handshake,
          title: 'Sponsorship Mastery',
          description: 'Pitch, negotiate and deliver sponsorship deals that brands want to renew.',
        },
        {
          icon: Briefcase,
          title: 'Business Management',
          description: 'Contracts, accounts, tax and a team you can trust to run things while you train.',
        },
      ],
    },
    benefits: {
      heading: 'From Athlete to Entrepreneur',
      lead: 'The discipline that built your boxing can build a business. These courses show you how.',
      items: [
        {
          title: 'Protect your earnings',
          description: 'Understand every contract you sign and keep more of every purse.',
        },
        {
          title: 'Attract sponsors',
          description: 'Learn what brands look for and how to present yourself as a partner, not a favour.',
        },
        {
          title: 'Plan the second career',
          description: 'Start building coaching, media or business income while you are still competing.',
        },
        {
          title: 'Learn from those who did it',
          description: 'Taught by athletes, managers and business owners from Nigeria’s sports industry.',
        },
      ],
    },
    countLabel: 'modules',
    studentsLabel: 'students',
    featureCount: 4,
    buttonLabel: 'Build Empire',
    cta: {
      heading: 'Build Something That Outlasts the Ring',
      body: 'Apply and our team will help you choose the course that fits where your career is today.',
      label: 'Start Building',
      to: applyPath,
    },
  },
  {
    id: 'lifestyle',
    path: '/courses/lifestyle',
    heroAlt: 'A boxer preparing a healthy meal at home',
    name: 'Lifestyle',
    badge: 'Lifestyle Courses',
    headline: 'Live Like a Champion',
    lead: 'What you eat, how you sleep and how you handle stress decide how well you train. Build the daily habits that champions live by.',
    metaDescription:
      'Lifestyle courses from AJBXNG: champion nutrition with Nigerian food, recovery and sleep, wellness and balancing training with the rest of life.',
    courseIds: lifestyleIds,
    stats: [
      { value: totalStudents(lifestyleIds), label: 'Lifestyle Students' },
      { value: '4.8', label: 'Average Rating' },
      { value: totalLessons(lifestyleIds), label: 'Lifestyle Lessons' },
      { value: '88%', label: 'Improved Wellness' },
    ],
    tiles: {
      heading: 'Habits of a Champion',
      lead: 'Six areas of daily life that show up in every round you box.',
      items: [
        {
          icon: Scale,
          title: 'Nutrition Excellence',
          description: 'Eat for performance with food you can find at any Nigerian market.',
        },
        {
          icon: Moon,
          title: 'Recovery & Sleep',
          description: 'Sleep routines and recovery days that let hard training pay off.',
        },
        {
          icon: Smile,
          title: 'Mental Wellness',
          description: 'Look after your mind as carefully as your body, in and out of competition.',
        },
        {
          icon: Wind,
          title: 'Stress Management',
          description: 'Simple tools for work, family and fight-week pressure.',
        },
        {
          icon: BatteryCharging,
          title: 'Energy Optimization',
          description: 'Plan meals, rest and training so you have energy when it matters.',
        },
        {
          icon: Target,
          title: 'Life Balance',
          description: 'Fit serious training around work, study and the people you love.',
        },
      ],
    },
    benefits: {
      heading: 'Why Lifestyle Matters',
      lead: 'Training is a few hours a day. The other twenty decide what those hours are worth.',
      items: [
        {
          title: 'Train harder, more often',
          description: 'Good food and sleep mean fewer missed sessions and better ones.',
        },
        {
          title: 'Make weight safely',
          description: 'No crash diets or dangerous cuts: steady habits that keep you strong on the scales.',
        },
        {
          title: 'Fewer injuries',
          description: 'Recovery and mobility work keep small niggles from becoming months out.',
        },
        {
          title: 'Better outside the gym',
          description: 'More energy and less stress at work and at home, not just in the ring.',
        },
      ],
    },
    countLabel: 'guides',
    studentsLabel: 'students',
    featureCount: 4,
    buttonLabel: 'Transform Life',
    cta: {
      heading: 'Small Habits, Championship Results',
      body: 'Apply and we will help you pick the lifestyle course that fits your training and your week.',
      label: 'Start Living Better',
      to: applyPath,
    },
  },
];

export function courseCategory(id: CourseCategoryId): CourseCategory {
  const category = courseCategories.find((c) => c.id === id);
  if (!category) throw new Error(`No course category ${id}`);
  return category;
}

export function coursesOfCategory(category: CourseCategory): Course[] {
  return coursesOf(category.courseIds);
}
