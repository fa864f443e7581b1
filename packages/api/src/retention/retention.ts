import * as v from 'valibot';

/**
 * Sent business letters are kept (HGB § 257, AO § 147, GoBD): a finalized quote is never
 * deleted, and neither is the customer or project it belongs to. Those are archived instead.
 */
export const MSG_QUOTE_IS_FINALIZED =
  'Das Angebot ist fertiggestellt und wurde an den Kunden versandt. Es wird aufbewahrt und kann nicht gelöscht werden. Für Änderungen erstellen Sie eine Kopie.';
export const MSG_CUSTOMER_HAS_FINALIZED_QUOTES =
  'Der Kunde hat fertiggestellte Angebote, die aufbewahrt werden müssen. Er kann nicht gelöscht, aber archiviert werden.';
export const MSG_PROJECT_HAS_FINALIZED_QUOTES =
  'Das Projekt hat fertiggestellte Angebote, die aufbewahrt werden müssen. Es kann nicht gelöscht, aber archiviert werden.';

/**
 * `archived` of a list query: without it only active rows are listed, with `true` only the
 * archived ones.
 */
export const ArchivedQuerySchema = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'Erlaubt sind true und false.'),
    v.transform((value) => value === 'true'),
  ),
  'false',
);
