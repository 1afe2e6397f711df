/** A numeric knob from the environment, `fallback` when unset; exits 2 with a message when it is not a number >= `min`. */
export function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min) {
    console.error(`${name} must be a number >= ${min} (got ${raw})`);
    process.exit(2);
  }
  return value;
}
