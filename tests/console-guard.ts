// Any console.error during a test fails it; a test that expects one takes it with takeConsoleErrors().
let errors: unknown[][] = [];

export function recordConsoleError(args: unknown[]): void {
  errors.push(args);
}

export function resetConsoleErrors(): void {
  errors = [];
}

/** Returns the console.error calls so far (as text) and forgets them. */
export function takeConsoleErrors(): string[] {
  const taken = errors.map((args) => args.map(String).join(" "));
  errors = [];
  return taken;
}
