// Imported first by the benches that serve pages: React reads NODE_ENV when it is first loaded, and without
// this a bench run through tsx would time React's development build (several times slower) instead of what
// `npm start` serves.
process.env.NODE_ENV ??= 'production';
