// What the certificates feature (issue 33 item 5: licences and medical certificates) offers, on purpose.
export { papersRefusal } from './papers.server';
