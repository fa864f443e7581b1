import { isPermitted, type QuoteAnswerMailSetting, type QuoteLinkAnswer, type Role } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { quoteAnswerMail, type Mailer } from '../mail';

/** Owners get customers' answers by e-mail until they turn it off; planners once they turn it on. */
const wantsMailByDefault = (roles: readonly Role[]) => roles.includes('Owner');
const isEligible = (roles: readonly Role[]) => isPermitted(roles, 'plan');

export async function findMailSetting(trx: TenantTransaction, tenantId: string, userId: string, roles: readonly Role[]): Promise<QuoteAnswerMailSetting> {
  const row = await trx
    .selectFrom('quote_answer_mail_settings')
    .select('wants_mail')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const eligible = isEligible(roles);
  return { wantsMail: eligible && (row?.wants_mail ?? wantsMailByDefault(roles)), eligible };
}

export async function saveMailSetting(trx: TenantTransaction, tenantId: string, userId: string, wantsMail: boolean): Promise<void> {
  await trx
    .insertInto('quote_answer_mail_settings')
    .values({ tenant_id: tenantId, user_id: userId, wants_mail: wantsMail })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doUpdateSet({ wants_mail: wantsMail }))
    .execute();
}

/** The addresses of the company's active owners and planners who want answers by e-mail. */
export async function findAnswerMailRecipients(trx: TenantTransaction, tenantId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('quote_answer_mail_settings as s', (join) => join.onRef('s.tenant_id', '=', 'u.tenant_id').onRef('s.user_id', '=', 'u.id'))
    .select(['u.email', 'u.roles', 's.wants_mail'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.status', '=', 'Active')
    .where('u.email', '<>', '')
    .where(sql<boolean>`u.roles && array['Owner', 'Planner']::text[]`)
    .orderBy('u.email')
    .execute();
  return rows.filter((row) => row.wants_mail ?? wantsMailByDefault(row.roles)).map((row) => row.email);
}

export interface AnsweredQuote {
  quoteId: string;
  quoteNumber: string;
  quoteName: string;
  customerName: string;
  answer: Pick<QuoteLinkAnswer, 'kind' | 'answeredAt' | 'signerName' | 'reason'>;
}

/** Tells each recipient of the answer by e-mail; a mail server that fails loses only the mail, never the answer. */
export async function mailAnswer(mailer: Mailer, publicUrl: string, recipients: readonly string[], answered: AnsweredQuote): Promise<void> {
  for (const to of recipients) {
    await mailer.send(
      quoteAnswerMail({
        to,
        kind: answered.answer.kind,
        quoteNumber: answered.quoteNumber,
        quoteName: answered.quoteName,
        customerName: answered.customerName,
        signerName: answered.answer.signerName,
        reason: answered.answer.reason,
        answeredAt: new Date(answered.answer.answeredAt),
        url: `${publicUrl}/quotes/${answered.quoteId}`,
      }),
    );
  }
}
