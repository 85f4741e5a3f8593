/** Facts about the academy used across pages, the footer and structured data. */
export const academy = {
  name: 'AJBXNG Boxing Academy',
  shortName: 'AJBXNG',
  tagline: 'Train like a champion. Compete like one.',
  email: 'admissions@ajbxng.test',
  phone: '+234 800 AJB XNG0',
  phoneHref: 'tel:+2348002529640',
  locations: [
    {
      id: 'lagos',
      name: 'Lagos Training Centre',
      role: 'Main academy',
      street: '12 Admiralty Way, Lekki Phase 1',
      city: 'Lagos',
      region: 'Lagos',
      country: 'NG',
    },
    {
      id: 'abuja',
      name: 'Abuja Training Centre',
      role: 'Secondary academy',
      street: '5 Aminu Kano Crescent, Wuse II',
      city: 'Abuja',
      region: 'FCT',
      country: 'NG',
    },
  ],
  hours: [
    { days: 'Mon-Fri', hours: '6AM-10PM' },
    { days: 'Sat', hours: '8AM-8PM' },
    { days: 'Sun', hours: '10AM-6PM' },
  ],
  phoneSupport: 'Mon-Fri 9AM-6PM',
  emailResponse: 'within 24 hours',
} as const;

/**
 * The academy's marketing figures, one source for every page (issue 30: "500+ champions trained" sat next to
 * "50+ active members" as if they counted the same people). SPEC's hero states both; they count different
 * things, so each says what it counts: champions trained over the academy's fifteen years (no founding date: the
 * about page keeps to general terms), members training in the gym now.
 */
export const academyFigures = {
  championsTrained: { value: '500+', label: 'Champions Trained', since: 'over 15 years' },
  activeMembers: { value: '50+', label: 'Active Members', now: 'training now' },
  yearsExperience: { value: '15', label: 'Years Experience' },
  successRate: { value: '95%', label: 'Success Rate' },
  livesTransformed: { value: '5,000+', label: 'Lives Transformed' },
  averageRating: 4.9,
} as const;
