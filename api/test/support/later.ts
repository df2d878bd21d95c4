/**
 * Something a beforeAll makes, and a stand-in for it that a describe can hand out at once:
 * each property read on the stand-in is a read of the thing itself (methods stay bound to
 * it), so specs can destructure a suite's parts up front and use them from beforeAll on.
 */
export class Later<T extends object> {
  private current: T | undefined;
  readonly standIn: T;

  constructor(private readonly what: string) {
    this.standIn = new Proxy({} as T, {
      get: (_target, key) => {
        const current = this.get();
        const value: unknown = Reflect.get(current, key);
        return typeof value === 'function' ? value.bind(current) : value;
      },
    });
  }

  set(value: T): void {
    this.current = value;
  }

  get(): T {
    if (this.current === undefined) throw new Error(`${this.what} is not started yet (use it from beforeAll on)`);
    return this.current;
  }
}
