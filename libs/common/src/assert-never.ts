/** Ends an exhaustive switch: the compiler proves this is never reached. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
