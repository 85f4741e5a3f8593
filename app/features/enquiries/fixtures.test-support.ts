import type { EnquiryForm } from './forms';
import { newIdempotencyKey } from './submission';

/**
 * A valid submission of each form, as a browser would post it, for tests. Dates assume "now" is
 * FIXTURE_NOW (Sunday 22 November 2026, 11:00 in Lagos).
 */
export const FIXTURE_NOW = new Date('2026-11-22T10:00:00Z');
export const FIXTURE_TOMORROW = '2026-11-23';

export function validSubmission(form: EnquiryForm, overrides: Record<string, string | string[]> = {}) {
  const base: Record<EnquiryForm, Record<string, string | string[]>> = {
    contact: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.com',
      phone: '0803 123 4567',
      programmeInterest: 'fundamentals-mastery',
      message: 'When does the next beginners intake start?',
    },
    'academy-application': {
      fullName: 'Chidi Okeke',
      dateOfBirth: '2000-05-17',
      nationality: 'Nigerian',
      gender: 'male',
      phone: '+234 803 555 0101',
      email: 'chidi@example.com',
      address: '14 Allen Avenue',
      city: 'Ikeja',
      state: 'lagos',
      experienceLevel: 'basic-boxing',
      previousTraining: 'Two years at a community gym',
      boxingGoals: 'Fight at the AJ Elite Cup',
      competitionExperience: '',
      medicalConditions: '',
      preferredProgram: 'fundamentals',
      trainingSchedule: 'weekday-evening',
      startDate: '2027-01-11',
      motivation: 'I want to train properly with real coaches.',
      emergencyContact: 'Ada Okeke',
      emergencyPhone: '0805 111 2222',
      agreedTerms: 'on',
    },
    'program-application': {
      program: 'fundamentals-mastery',
      firstName: 'Bisi',
      lastName: 'Adeyemi',
      email: 'bisi@example.com',
      phone: '0809 000 1111',
      age: '24',
      location: 'Lekki, Lagos',
      experienceLevel: 'some-experience',
      previousTraining: '',
      fitnessLevel: 'good',
      goals: ['fitness', 'amateur-competition'],
      motivation: 'To compete within a year.',
      availability: 'Weekday evenings',
      agreeTerms: 'on',
      agreeAssessment: 'on',
    },
    consultation: {
      interestedPrograms: ['fundamentals', 'mental-champion'],
      name: 'Tope Bello',
      email: 'tope@example.com',
      phone: '0817 222 3333',
      ageRange: '26-35',
      experience: 'some-fitness',
      goals: 'Get fit and learn the basics safely.',
      availability: 'weekday-evening',
      timeZone: 'Africa/Lagos',
      preferredContact: 'whatsapp',
      specificQuestions: '',
      agreedTerms: 'on',
    },
    'demo-booking': {
      slot: `${FIXTURE_TOMORROW}T09:00`,
      demoType: 'video-call',
      name: 'Kunle Ajayi',
      email: 'kunle@example.com',
      phone: '0802 444 5555',
      organization: 'Surulere Boxing Club',
      role: 'owner',
      participants: '25-50',
      currentSolution: 'Spreadsheets',
      specificQuestions: '',
    },
    'organisation-signup': {
      plan: 'professional',
      organizationName: 'Lagos State Boxing Association',
      contactName: 'Funmi Lawal',
      email: 'funmi@example.com',
      phone: '0803 777 8888',
      organizationType: 'federation',
      expectedTournaments: '12',
      participants: '64-128',
      requirements: 'Live results for the state championship.',
      agreeTerms: 'on',
    },
  };
  return { formInstance: newIdempotencyKey(), website: '', ...base[form], ...overrides };
}

export function toFormData(values: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return body;
}
