export * from './event';
export * from './errors';
export { eventStore } from './event-store';
export { handleCommand, replay, type Decider, type AfterAppend, type CommandOutcome, type HandleOptions } from './command-handling';
