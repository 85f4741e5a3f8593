/** The three coaches who run free consultations (SPEC §2 Free consultation: name, specialty, experience, certifications). */
export type Coach = {
  id: string;
  name: string;
  specialty: string;
  experience: string;
  certifications: string[];
};

export const consultationCoaches: readonly Coach[] = [
  {
    id: 'tunde-adebayo',
    name: 'Coach Tunde Adebayo',
    specialty: 'Technique and Fundamentals',
    experience: '18 years coaching',
    certifications: ['AIBA 2-Star Coach', 'Nigeria Boxing Federation Level 3'],
  },
  {
    id: 'amaka-obi',
    name: 'Coach Amaka Obi',
    specialty: 'Strength, Conditioning and Nutrition',
    experience: '12 years coaching',
    certifications: ['Certified Strength and Conditioning Specialist', 'Sports Nutrition Diploma'],
  },
  {
    id: 'emeka-nwosu',
    name: 'Coach Emeka Nwosu',
    specialty: 'Competition Preparation and Ring IQ',
    experience: '15 years coaching',
    certifications: ['IBA 3-Star Coach', 'Former National Team Captain'],
  },
];

/** What the consultation promises (SPEC §2). */
export const consultationPromises = {
  confirmation: 'within 2 hours',
  sessionMinutes: 30,
  actionPlan: 'within 24 hours',
} as const;
