// Builds parameterised WHERE clauses: each condition pushes its value and gets its $n placeholder.
export class Where {
  private readonly conditions: Array<string> = [];
  readonly values: Array<unknown> = [];

  /** Adds a condition; `?` in the text stands for the value's placeholder. */
  add(condition: string, value?: unknown): this {
    if (value === undefined) {
      this.conditions.push(condition);
      return this;
    }
    this.values.push(value);
    this.conditions.push(condition.replaceAll("?", `$${this.values.length}`));
    return this;
  }

  /** The placeholder of one more value, for LIMIT/OFFSET and the like. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(" AND ")}` : "";
  }
}

/** A search term as an ILIKE pattern, with the pattern characters escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
