import { CompiledQuery, type Compilable } from 'kysely';
import type { TenantTransaction } from './scopes';

/** The values a statement compiled once is run with: single values, and lists whose length is part of its shape. */
export type StatementArgs = Record<string, string | readonly string[]>;

/** Where a parameter of the compiled statement takes its value from on each run. */
type Slot = { arg: string; index?: number } | { constant: unknown };

/** Shapes kept per statement; a statement of another shape beyond them is built on each run (a page of configurations needs one per page size). */
const MAX_SHAPES = 200;

const placeholder = (arg: string, index?: number) => `\u0000${arg}${index === undefined ? '' : `:${index}`}`;
const placeholdersOf = <Args extends StatementArgs>(args: Args): Args =>
  Object.fromEntries(
    Object.entries(args).map(([name, value]) => [name, typeof value === 'string' ? placeholder(name) : value.map((_, index) => placeholder(name, index))]),
  ) as Args;

/** A date among a statement's constants would be the day of its first run forever. */
const isDate = (value: unknown) => value instanceof Date || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value));

function slotsOf(parameters: readonly unknown[], args: StatementArgs): Slot[] {
  const byPlaceholder = new Map<unknown, Slot>();
  for (const [arg, value] of Object.entries(args)) {
    if (typeof value === 'string') byPlaceholder.set(placeholder(arg), { arg });
    else value.forEach((_, index) => byPlaceholder.set(placeholder(arg, index), { arg, index }));
  }
  return parameters.map((parameter) => {
    const slot = byPlaceholder.get(parameter);
    if (slot) return slot;
    if (isDate(parameter)) throw new Error(`A statement compiled once takes its dates as arguments, not as the constant ${String(parameter)}`);
    // A value made from an argument ('%' + name) would be bound as the placeholder's text on every run.
    if (typeof parameter === 'string' && parameter.includes('\u0000')) throw new Error('A statement compiled once binds its arguments as they are given');
    return { constant: parameter };
  });
}

const valueOf = (slot: Slot, args: StatementArgs) => {
  if ('constant' in slot) return slot.constant;
  const value = args[slot.arg] as string | readonly string[];
  return slot.index === undefined ? value : value[slot.index];
};

/**
 * A statement that Kysely builds and compiles once per shape (the lengths of its lists, and what
 * `shapeOf` adds) and that is afterwards only bound to its values: for a statement of many
 * subqueries, building the syntax tree costs more CPU than PostgreSQL needs to run it (ADR 0022).
 * `build` is called with placeholders, so it must take every value that changes from `args`;
 * each parameter of the compiled statement is a placeholder, bound to its argument on each run,
 * or a constant of the code. A date among the constants, or a value made from an argument, is
 * refused at the first compile.
 */
export function compiledOnce<Args extends StatementArgs, Row>(
  build: (trx: TenantTransaction, args: Args) => Compilable<Row>,
  shapeOf: (args: Args) => string = () => '',
): (trx: TenantTransaction, args: Args) => Promise<Row[]> {
  const compiled = new Map<string, { sql: string; slots: Slot[] }>();
  return async (trx, args) => {
    const shape = `${Object.values(args).map((value) => (typeof value === 'string' ? '' : value.length)).join(',')}|${shapeOf(args)}`;
    let statement = compiled.get(shape);
    if (!statement) {
      const placeholders = placeholdersOf(args);
      const { sql, parameters } = build(trx, placeholders).compile();
      statement = { sql, slots: slotsOf(parameters, placeholders) };
      if (compiled.size < MAX_SHAPES) compiled.set(shape, statement);
    }
    const { rows } = await trx.executeQuery<Row>(CompiledQuery.raw(statement.sql, statement.slots.map((slot) => valueOf(slot, args))));
    return rows;
  };
}
