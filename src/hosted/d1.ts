// The few D1 (Cloudflare's SQLite) calls the hosted editor makes, typed here rather than pulling in the whole Workers type package.
export interface D1Result<T> {
  results: T[];
  meta: { changes: number; last_row_id: number };
}
export interface D1PreparedStatement {
  bind(...values: (string | number | null)[]): D1PreparedStatement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
}
export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]>;
}
