/**
 * Every choice the six public forms offer (SPEC §3 option values). Values are what the forms post and
 * what is stored; labels are what people read. No value is ever empty (SPEC §5).
 */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

function values<const O extends readonly Option[]>(options: O) {
  return options.map((o) => o.value) as unknown as readonly [O[number]['value'], ...O[number]['value'][]];
}

export function optionLabel(options: readonly Option[], value: unknown): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

// Contact: the programme ids the program application posts, so an enquiry and an application name a
// programme alike.
export const programmeInterests = [
  { value: 'fundamentals-mastery', label: 'Fundamentals Mastery' },
  { value: 'elite-championship', label: 'Elite Championship Course' },
  { value: 'mental-champion', label: 'Mental Champion' },
  { value: 'performance-elite', label: 'Performance Elite' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const satisfies readonly Option[];
export const programmeInterestValues = values(programmeInterests);

// Organisation sign-up
export const organisationTypes = [
  { value: 'boxing-academy', label: 'Boxing academy' },
  { value: 'sports-club', label: 'Sports club' },
  { value: 'school', label: 'School' },
  { value: 'federation', label: 'Federation' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const organisationTypeValues = values(organisationTypes);

export const organisationParticipants = [
  { value: '8-16', label: '8-16 participants' },
  { value: '16-32', label: '16-32 participants' },
  { value: '32-64', label: '32-64 participants' },
  { value: '64-128', label: '64-128 participants' },
  { value: '128+', label: '128+ participants' },
] as const satisfies readonly Option[];
export const organisationParticipantValues = values(organisationParticipants);

// Demo booking
export const demoRoles = [
  { value: 'owner', label: 'Owner' },
  { value: 'manager', label: 'Manager' },
  { value: 'coach', label: 'Coach' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const demoRoleValues = values(demoRoles);

export const demoParticipants = [
  { value: '10-25', label: '10-25 students' },
  { value: '25-50', label: '25-50 students' },
  { value: '50-100', label: '50-100 students' },
  { value: '100-200', label: '100-200 students' },
  { value: '200+', label: '200+ students' },
] as const satisfies readonly Option[];
export const demoParticipantValues = values(demoParticipants);

export const demoTypes = [
  { value: 'video-call', label: 'Video call' },
  { value: 'phone-call', label: 'Phone call' },
] as const satisfies readonly Option[];
export const demoTypeValues = values(demoTypes);

// Free consultation
export const ageRanges = [
  { value: 'under-18', label: 'Under 18' },
  { value: '18-25', label: '18-25' },
  { value: '26-35', label: '26-35' },
  { value: '36-45', label: '36-45' },
  { value: 'over-45', label: 'Over 45' },
] as const satisfies readonly Option[];
export const ageRangeValues = values(ageRanges);

/** Shared by the consultation and the academy application (SPEC §3: "same values"). */
export const experienceLevels = [
  { value: 'complete-beginner', label: 'Complete beginner' },
  { value: 'some-fitness', label: 'Some fitness experience' },
  { value: 'basic-boxing', label: 'Basic boxing skills' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const satisfies readonly Option[];
export const experienceLevelValues = values(experienceLevels);

export const consultationAvailability = [
  { value: 'weekday-morning', label: 'Weekday mornings' },
  { value: 'weekday-afternoon', label: 'Weekday afternoons' },
  { value: 'weekday-evening', label: 'Weekday evenings' },
  { value: 'weekend-morning', label: 'Weekend mornings' },
  { value: 'weekend-afternoon', label: 'Weekend afternoons' },
  { value: 'flexible', label: "I'm flexible" },
] as const satisfies readonly Option[];
export const consultationAvailabilityValues = values(consultationAvailability);

export const timeZones = [
  { value: 'Africa/Lagos', label: 'West Africa Time (Lagos, Abuja)' },
  { value: 'Europe/London', label: 'UK time (London)' },
  { value: 'America/New_York', label: 'US Eastern time' },
  { value: 'Asia/Dubai', label: 'Gulf time (Dubai)' },
  { value: 'other', label: 'Somewhere else' },
] as const satisfies readonly Option[];
export const timeZoneValues = values(timeZones);

export const contactMethods = [
  { value: 'phone', label: 'Phone call' },
  { value: 'video', label: 'Video call' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'E-mail' },
] as const satisfies readonly Option[];
export const contactMethodValues = values(contactMethods);

// Academy application
export const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const genderValues = values(genders);

export const nigerianStates = [
  { value: 'lagos', label: 'Lagos' },
  { value: 'abuja', label: 'Abuja (FCT)' },
  { value: 'kano', label: 'Kano' },
  { value: 'rivers', label: 'Rivers' },
  { value: 'ogun', label: 'Ogun' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export const nigerianStateValues = values(nigerianStates);

export const trainingSchedules = [
  { value: 'weekday-morning', label: 'Weekday mornings' },
  { value: 'weekday-evening', label: 'Weekday evenings' },
  { value: 'weekend', label: 'Weekends' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];
export const trainingScheduleValues = values(trainingSchedules);

// Program application
export const boxingExperience = [
  { value: 'complete-beginner', label: 'Complete beginner' },
  { value: 'some-experience', label: 'Some experience' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'professional', label: 'Professional' },
] as const satisfies readonly Option[];
export const boxingExperienceValues = values(boxingExperience);

export const fitnessLevels = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'good', label: 'Good' },
  { value: 'very-good', label: 'Very good' },
  { value: 'excellent', label: 'Excellent' },
  { value: 'elite', label: 'Elite' },
] as const satisfies readonly Option[];
export const fitnessLevelValues = values(fitnessLevels);
