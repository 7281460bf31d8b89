// Environment variables a test changes, put back as they were (set or unset) once it is done.
const saved = new Map<string, string | undefined>();

/** Sets each variable (undefined removes it) until restoreEnv runs: call that in afterEach or afterAll. */
export function setEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    assign(name, value);
  }
}

export function restoreEnv(): void {
  for (const [name, value] of saved) assign(name, value);
  saved.clear();
}

function assign(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
