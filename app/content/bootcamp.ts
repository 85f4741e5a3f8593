/**
 * AJ Bootcamp London (SPEC §1, §2): the top 20 athletes from regional and national tournaments and the
 * AJ Elite Cup train in London for 6-12 weeks.
 */
export const bootcampFacts = [
  { value: '6-12', label: 'Weeks in London' },
  { value: '20', label: 'Athletes per cohort' },
  { value: 'Top 20', label: 'From the AJ Elite Cup' },
] as const;

export type SelectionStage = { step: string; title: string; detail: string };

export const selectionPath: readonly SelectionStage[] = [
  {
    step: '01',
    title: 'Regional and National Tournaments',
    detail:
      'Every academy boxer and invited club fighter competes on the national circuit. Results, ring conduct and coach assessments all count.',
  },
  {
    step: '02',
    title: 'The AJ Elite Cup',
    detail:
      'The best performers across weight classes and age groups meet at the AJ Elite Cup, the academy’s championship tournament.',
  },
  {
    step: '03',
    title: 'Top 20 Athletes',
    detail:
      'The top 20 athletes from the Elite Cup are invited to London. Selection is on merit alone, judged by the coaching panel.',
  },
];

export type LondonExperience = {
  title: string;
  detail: string;
  icon: 'dumbbell' | 'swords' | 'activity' | 'graduation' | 'mic' | 'home';
};

export const londonExperience: readonly LondonExperience[] = [
  {
    title: 'World-Class Gyms',
    detail: 'Daily sessions in London’s elite boxing gyms with championship-level coaches.',
    icon: 'dumbbell',
  },
  {
    title: 'Quality Sparring',
    detail: 'Controlled rounds with UK amateurs and professionals at every weight.',
    icon: 'swords',
  },
  {
    title: 'Sports Science',
    detail: 'Strength, conditioning and performance testing that shows where you stand.',
    icon: 'activity',
  },
  {
    title: 'Education',
    detail: 'Workshops on nutrition, recovery, ring psychology and the business of boxing.',
    icon: 'graduation',
  },
  {
    title: 'Media and Profile',
    detail: 'Media training and content days that introduce you to the wider boxing world.',
    icon: 'mic',
  },
  {
    title: 'Cared For Throughout',
    detail: 'Accommodation, welfare support and chaperones for younger athletes.',
    icon: 'home',
  },
];

export const highlights: readonly string[] = [
  '6-12 weeks of full-time training in London',
  'A cohort of 20 athletes selected on merit',
  'Sparring with UK amateurs and professionals',
  'Performance testing and a personal development plan',
  'Mentoring sessions with AJ and the coaching team',
  'Backed by the academy’s sponsors and partners',
];
