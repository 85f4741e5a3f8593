// The app's one door to engine/ (DESIGN: "Only one module of the tournaments feature calls the engine").
// engine/ has no alias of its own, on purpose: lint refuses it to every other file of the app and the server
// (eslint/engine-door.js), and this file is the exception, named there once.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- two levels up: engine/ has no alias
export * from '../../../engine/index';
