import { CompanyLegalInformationSchema, RegisterFormSchema } from '@planner/api';
import type { FormRule } from '../kit/antd';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valibotFieldRules, valibotRule } from './valibotRules';

/** Runs an antd rule the way antd does and answers its error message. */
async function check(rule: FormRule, value: unknown, formValues: object = {}): Promise<string | undefined> {
  const resolved = typeof rule === 'function' ? rule({ getFieldsValue: () => formValues } as never) : rule;
  try {
    await resolved.validator?.({} as never, value, () => {});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('valibotRule', () => {
  const schema = v.pipe(v.string(), v.trim(), v.minLength(1, 'Bitte geben Sie Ihren Benutzernamen ein.'));

  it('passes valid values and reports the schema message', async () => {
    expect(await check(valibotRule(schema), 'mmuster')).toBeUndefined();
    expect(await check(valibotRule(schema), '   ')).toBe('Bitte geben Sie Ihren Benutzernamen ein.');
  });

  it('falls back to German messages where the schema has none', async () => {
    expect(await check(valibotRule(v.number()), undefined)).toBe('Darf nicht leer sein');
    expect(await check(valibotRule(v.number()), 'abc')).toBe('Ungültiger Wert');
  });
});

describe('valibotFieldRules', () => {
  const rules = valibotFieldRules(RegisterFormSchema);
  const form = {
    companyName: 'Elektro Muster GmbH',
    firstName: 'Max',
    lastName: 'Muster',
    email: 'max@example.de',
    password: 'geheim123',
    passwordConfirmation: 'geheim123',
    environment: ['ElektroPlanner'],
  };

  it('checks each field with its schema', async () => {
    expect(await check(rules.email[0]!, 'keine-mail', form)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(await check(rules.password[0]!, 'kurz', form)).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(await check(rules.firstName[0]!, 'Max', form)).toBeUndefined();
  });

  it('reports checks across fields on the field they are forwarded to', async () => {
    const mismatch = { ...form, passwordConfirmation: 'anders123', email: '' };

    expect(await check(rules.passwordConfirmation[0]!, 'anders123', mismatch)).toBe('Die Passwörter stimmen nicht überein.');
    expect(await check(rules.passwordConfirmation[0]!, 'geheim123', form)).toBeUndefined();
    expect(await check(rules.password[0]!, 'anders123', mismatch)).toBeUndefined();
  });
});

describe('valibotFieldRules marks what the form needs', () => {
  /** Whether antd marks the field required, the way it resolves a rule for its label. */
  const marked = (rule: FormRule, formValues: object) =>
    (typeof rule === 'function' ? rule({ getFieldsValue: () => formValues } as never) : rule).required === true;

  it('marks required texts and fields a check across fields asks for, given the other fields', () => {
    const rules = valibotFieldRules(CompanyLegalInformationSchema);
    const gmbh = { legalForm: 'GmbH', director: '', taxId: '', vatId: '', registerCourt: '', registrationNumber: '' };
    expect(marked(rules.director[0]!, gmbh)).toBe(true);
    expect(marked(rules.taxId[0]!, gmbh)).toBe(true);
    expect(marked(rules.registerCourt[0]!, gmbh)).toBe(true);
    expect(marked(rules.registrationNumber[0]!, gmbh)).toBe(true);
    expect(marked(rules.legalForm[0]!, gmbh)).toBe(false);

    expect(marked(rules.taxId[0]!, { ...gmbh, vatId: 'DE123456789' })).toBe(false);
    expect(marked(rules.registerCourt[0]!, { ...gmbh, legalForm: 'SoleProprietorship' })).toBe(false);
  });

  it('reports a check across fields while another field is still empty, so one save shows every missing field', async () => {
    const rules = valibotFieldRules(CompanyLegalInformationSchema);
    const empty = { legalForm: 'GmbH', director: '', taxId: '', vatId: '', registerCourt: '', registrationNumber: '' };
    expect(await check(rules.taxId[0]!, '', empty)).toBe('Bitte geben Sie die Steuernummer oder die USt-IdNr. an (§ 14 UStG).');
    expect(await check(rules.registrationNumber[0]!, '', empty)).toBe('Für diese Rechtsform erforderlich.');
  });
});
