// The app's one door to engine/ (DESIGN: "Only one module of the tournaments feature calls the engine").
// engine/ has no alias of its own, on purpose: every other folder of the app is refused it by the layer
// rules, and this file is the exception, named once.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the competition feature's engine door
export * from '../../../engine/index';
