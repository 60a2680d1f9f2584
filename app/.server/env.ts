// Deployment settings by name: process.env on Node; on Cloudflare Workers the worker's `env`, which the
// worker entry hands over before the app's modules are first evaluated (there is no process there).
type Values = Readonly<Record<string, unknown>>;

let workerEnv: Values | null = null;

/** Called once by the worker entry with its `env` (string variables; bindings are ignored). */
export function setWorkerEnv(values: Values): void {
  workerEnv = values;
}

export function readEnv(name: string): string | undefined {
  if (workerEnv) {
    const value = workerEnv[name];
    return typeof value === "string" ? value : undefined;
  }
  const processEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return processEnv?.[name];
}

/** Whether this code runs in the Workers runtime (set by the worker entry). */
export function isWorker(): boolean {
  return workerEnv !== null;
}
