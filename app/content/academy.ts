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
