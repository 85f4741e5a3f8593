import type { AssessedSkill } from '@server/db/schema/officiating';

/**
 * The words of coaches' feedback, for the browser as well as the server: the skills a coach assesses (the
 * schema's `assessedSkills`, repeated here so pages need not load the database schema; a test keeps the two
 * equal) and their labels.
 */
export const assessedSkills = [
  'technique',
  'footwork',
  'defence',
  'power',
  'speed',
  'stamina',
  'ring_iq',
  'discipline',
] as const satisfies readonly AssessedSkill[];

export const SKILL_LABELS: Record<AssessedSkill, string> = {
  technique: 'Technique',
  footwork: 'Footwork',
  defence: 'Defence',
  power: 'Power',
  speed: 'Speed',
  stamina: 'Stamina',
  ring_iq: 'Ring IQ',
  discipline: 'Discipline',
};

export const NOTE_MAX = 2000;
