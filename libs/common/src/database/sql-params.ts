/**
 * Positional parameters for one statement assembled from several parts (CTEs written by different
 * modules): each part adds its values and gets the placeholder to write, so no part counts `$n` itself.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of a new parameter holding `value`, with an optional cast (`$3::jsonb`). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/**
 * Parameters where a token stands for a value only the statement itself knows (an invoice number
 * drawn by one of its CTEs): every text or JSON value holding `token` is sent as it is and
 * rewritten in SQL with `expression` in its place. The token must be unguessable (random), so
 * that no value typed by a user can carry it.
 */
export class SubstitutingParams extends SqlParams {
  private tokenPlaceholder: string | undefined;

  constructor(
    private readonly token: string,
    private readonly expression: string,
  ) {
    super();
  }

  override add(value: unknown, cast?: string): string {
    if (typeof value !== 'string' || !value.includes(this.token)) return super.add(value, cast);
    this.tokenPlaceholder ??= super.add(this.token, 'text');
    const replaced = `replace(${super.add(value, 'text')}, ${this.tokenPlaceholder}, ${this.expression})`;
    return cast && cast !== 'text' ? `${replaced}::${cast}` : replaced;
  }
}
