// Which category a boxer belongs in: the rules live in ~/lib/category-fit.ts (no database, safe in the
// browser), which registration and the weigh-in's move of an entry both ask (issue 26, item 3).
export { ageGroupOn, classesFor, formatKg, formatShortDate, weightClassFor } from '~/lib/category-fit';
