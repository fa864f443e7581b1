import { MSG_REQUIRED } from '@planner/api';
import type { FormRule } from '../kit/antd';
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;
type AnyObjectSchema = AnySchema & { entries: v.ObjectEntries };

const MSG_INVALID = 'Ungültiger Wert';

/** German message for issues whose schema brings none; valibot's own defaults are English. */
function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  return empty ? MSG_REQUIRED : MSG_INVALID;
}

function firstIssueMessage(schema: AnySchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true, message: fallbackMessage });
  return result.issues?.[0].message;
}

/** An antd Form rule checking a field's value with a valibot schema of `packages/api`. */
export function valibotRule(schema: AnySchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = firstIssueMessage(schema, value);
      if (message) throw new Error(message);
    },
  };
}

/**
 * Whether the form cannot be saved with this field left empty, given the other fields' values:
 * its own schema refuses an empty text (a required text, an e-mail address), or a check across
 * fields asks for it (e.g. tax number or VAT id, a register number for the legal form). Empty
 * values of other types (a number, a choice) are the schema's business and are not marked.
 */
function requiresInput(schema: AnySchema, values: object, name: string): boolean {
  const result = v.safeParse(schema, { ...values, [name]: '' }, { message: fallbackMessage });
  return result.issues?.some((issue) => v.getDotPath(issue) === name && issue.kind !== 'schema') ?? false;
}

/**
 * Rules for every field of an object schema: `<Form.Item name="lastName" rules={rules.lastName}>`.
 * A field the form needs is marked required from the start (antd's asterisk), also when a check
 * across fields needs it. Checks across fields in the object's pipe (e.g. password confirmation)
 * report on the field they are forwarded to; give that Form.Item `dependencies` so it
 * revalidates and its mark follows the other fields. Such checks must be `v.partialCheck`s,
 * so one save reports them together with empty fields elsewhere.
 */
export function valibotFieldRules<TSchema extends AnyObjectSchema>(
  schema: TSchema,
): Record<keyof TSchema['entries'] & string, FormRule[]> {
  const hasCrossFieldChecks = 'pipe' in schema;
  const rules: Record<string, FormRule[]> = {};
  for (const [name, entry] of Object.entries(schema.entries)) {
    rules[name] = [
      ({ getFieldsValue }) => ({
        required: requiresInput(schema, getFieldsValue(true) ?? {}, name),
        validator: async (_rule, value: unknown) => {
          const message =
            firstIssueMessage(entry, value) ??
            (hasCrossFieldChecks ? crossFieldMessage(schema, getFieldsValue(true), name) : undefined);
          if (message) throw new Error(message);
        },
      }),
    ];
  }
  return rules as Record<keyof TSchema['entries'] & string, FormRule[]>;
}

function crossFieldMessage(schema: AnySchema, values: unknown, name: string): string | undefined {
  const result = v.safeParse(schema, values, { message: fallbackMessage });
  return result.issues?.find((issue) => v.getDotPath(issue) === name)?.message;
}
