/** The slice of a pino logger the bus writes to; a pino `Logger` satisfies it. */
export interface BusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentBusLogger: BusLogger = {
  info() {},
  warn() {},
  error() {},
};
