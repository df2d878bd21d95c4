import { nextSequence } from './builder-defaults';

/**
 * What every test-data builder shares: the entity it builds up, named changes to it (each
 * returns the builder, to chain), and `build`, which hands out a copy so one builder can
 * build several.
 */
export abstract class EntityBuilder<Entity extends { id: string }> {
  protected entity: Entity;

  /** The entity gets a fresh sequence number `n`: its id is `<kind>-<n>`, and `defaults` may use `n` for its other unique values. */
  protected constructor(kind: string, defaults: (n: number) => Omit<Entity, 'id'>) {
    const n = nextSequence();
    this.entity = { id: `${kind}-${n}`, ...defaults(n) } as Entity;
  }

  withId(id: string): this {
    return this.with({ id } as Partial<Entity>);
  }

  build(): Entity {
    return { ...this.entity };
  }

  protected with(changes: Partial<Entity>): this {
    this.entity = { ...this.entity, ...changes };
    return this;
  }
}
