/**
 * A dependency on a module that can only be created later, because that module depends on this one: the
 * one way app.ts closes a true cycle between modules. The module that needs it reads it per call (`get()`),
 * never while it is being built; app.ts provides it right after creating the module that implements it.
 * Reading it before then is a wiring mistake and throws with the port's name, instead of quietly doing
 * nothing.
 */
export class LatePort<T> {
  private value: T | undefined;

  constructor(private readonly name: string) {}

  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`The ${this.name} port is already provided`);
    this.value = value;
  }

  get(): T {
    if (this.value === undefined) throw new Error(`The ${this.name} port is used before app.ts provided it`);
    return this.value;
  }
}
