/** A configuration problem; its message is the single line printed before exiting with code 1. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
