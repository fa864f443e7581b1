import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import type { DatanormHeader } from './parser/header';
import type { FileEvent } from './parser/readUpload';
import type { ArticleRecord, PriceChangeRecord } from './parser/records';

/** An article of the upload as written to the staging rows; a later record of it merges in. */
interface StagedArticle {
  supplier: string;
  articleNumber: string;
  fileName: string;
  line: number;
  /** Only price change records were read for it so far. */
  priceOnly: boolean;
  articleGroup: string;
  label: string;
  description: string;
  unit: string;
  priceUnit: number | null;
  priceCents: number;
  validFrom: string;
  textKey: string;
}

interface StagedText {
  textKey: string;
  lineNumber: number;
  text: string;
}

interface StagedProblem {
  fileName: string;
  line: number;
  reason: string;
}

/** Collects the records of an upload and writes them chunk by chunk into its staging rows. */
export class StagingBuffer {
  #articles = new Map<string, StagedArticle>();
  #texts = new Map<string, StagedText>();
  #problems: StagedProblem[] = [];
  #problemCount = 0;
  #headers = new Map<string, DatanormHeader>();
  /** Records read so far, the progress of the reading. */
  records = 0;

  constructor(
    private readonly tenantId: string,
    private readonly importId: string,
  ) {}

  get size(): number {
    return this.#articles.size + this.#texts.size + this.#problems.length;
  }

  add({ fileName, event }: FileEvent): void {
    if (event.kind === 'header') {
      this.#headers.set(fileName, event.header);
      return;
    }
    this.records += 1;
    const header = this.#headers.get(fileName) as DatanormHeader;
    switch (event.kind) {
      case 'article':
        if (event.action === 'L') this.problem(fileName, event.line, `Artikel ${event.articleNumber}: Löschsätze werden nicht übernommen; der Artikel bleibt erhalten.`);
        else this.article(fileName, header, event);
        return;
      case 'priceChange':
        this.priceChange(fileName, header, event);
        return;
      case 'longText':
        for (const line of event.lines) this.#texts.set(`${event.textKey}\u0000${line.number}`, { textKey: event.textKey, lineNumber: line.number, text: line.text });
        return;
      case 'additionalData':
        return;
      case 'problem':
        this.problem(fileName, event.line, event.reason);
    }
  }

  problem(fileName: string, line: number, reason: string): void {
    this.#problems.push({ fileName, line, reason });
  }

  /** A price change record wins over the article record's price, whichever comes first. */
  private article(fileName: string, header: DatanormHeader, record: ArticleRecord): void {
    const key = `${header.supplier}\u0000${record.articleNumber}`;
    const changed = this.#articles.get(key);
    const price = changed?.priceOnly ? { priceCents: changed.priceCents, validFrom: changed.validFrom } : { priceCents: record.priceCents, validFrom: header.validFrom };
    this.#articles.set(key, {
      supplier: header.supplier,
      articleNumber: record.articleNumber,
      fileName,
      line: record.line,
      priceOnly: false,
      articleGroup: record.articleGroup,
      label: record.shortText1 || record.articleNumber,
      description: record.shortText2,
      unit: record.unit,
      priceUnit: record.priceUnit,
      ...price,
      textKey: record.textKey,
    });
  }

  private priceChange(fileName: string, header: DatanormHeader, record: PriceChangeRecord): void {
    const key = `${header.supplier}\u0000${record.articleNumber}`;
    const known = this.#articles.get(key);
    if (known) {
      known.priceCents = record.priceCents;
      known.validFrom = header.validFrom;
      return;
    }
    this.#articles.set(key, {
      supplier: header.supplier, articleNumber: record.articleNumber, fileName, line: record.line, priceOnly: true,
      articleGroup: '', label: '', description: '', unit: '', priceUnit: null, priceCents: record.priceCents,
      validFrom: header.validFrom, textKey: '',
    });
  }

  /** Writes what was collected; an article already staged by an earlier chunk is merged. */
  async flush(trx: TenantTransaction): Promise<void> {
    const articles = [...this.#articles.values()];
    const base = { tenant_id: this.tenantId, import_id: this.importId };
    const full = articles.filter((article) => !article.priceOnly);
    const prices = articles.filter((article) => article.priceOnly);
    if (full.length > 0) {
      await trx
        .insertInto('datanorm_import_articles')
        .values(full.map((article) => ({
          ...base, supplier: article.supplier, article_number: article.articleNumber, file_name: article.fileName, line: article.line,
          article_group: article.articleGroup, label: article.label, description: article.description, unit: article.unit,
          price_unit: article.priceUnit, price_cents: article.priceCents, valid_from: article.validFrom, text_key: article.textKey,
        })))
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'import_id', 'supplier', 'article_number']).doUpdateSet((eb) => ({
            file_name: eb.ref('excluded.file_name'), line: eb.ref('excluded.line'), article_group: eb.ref('excluded.article_group'),
            label: eb.ref('excluded.label'), description: eb.ref('excluded.description'), unit: eb.ref('excluded.unit'),
            price_unit: eb.ref('excluded.price_unit'), text_key: eb.ref('excluded.text_key'),
            // A price change staged by an earlier chunk keeps its price.
            price_cents: sql<number>`case when datanorm_import_articles.label is null then datanorm_import_articles.price_cents else excluded.price_cents end`,
            valid_from: sql<string>`case when datanorm_import_articles.label is null then datanorm_import_articles.valid_from else excluded.valid_from end`,
          })),
        )
        .execute();
    }
    if (prices.length > 0) {
      await trx
        .insertInto('datanorm_import_articles')
        .values(prices.map((article) => ({
          ...base, supplier: article.supplier, article_number: article.articleNumber, file_name: article.fileName, line: article.line,
          label: null, description: null, unit: null, price_unit: null, price_cents: article.priceCents, valid_from: article.validFrom, text_key: null,
        })))
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'import_id', 'supplier', 'article_number']).doUpdateSet((eb) => ({
            price_cents: eb.ref('excluded.price_cents'),
            valid_from: eb.ref('excluded.valid_from'),
          })),
        )
        .execute();
    }
    const texts = [...this.#texts.values()];
    if (texts.length > 0) {
      await trx
        .insertInto('datanorm_import_texts')
        .values(texts.map((text) => ({ ...base, text_key: text.textKey, line_number: text.lineNumber, text: text.text })))
        .onConflict((oc) => oc.columns(['tenant_id', 'import_id', 'text_key', 'line_number']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })))
        .execute();
    }
    if (this.#problems.length > 0) {
      await trx
        .insertInto('datanorm_import_problems')
        .values(this.#problems.map((problem, index) => ({ ...base, position: this.#problemCount + index, file_name: problem.fileName, line: problem.line, reason: problem.reason })))
        .execute();
      this.#problemCount += this.#problems.length;
    }
    await trx.updateTable('datanorm_imports').set({ done: this.records }).where('tenant_id', '=', this.tenantId).where('id', '=', this.importId).execute();
    this.#articles.clear();
    this.#texts.clear();
    this.#problems = [];
  }

  get problemCount(): number {
    return this.#problemCount + this.#problems.length;
  }
}

/**
 * Removes what an import staged: the rows of its preview and its log of writes; with
 * `problems`, also its list of unreadable lines.
 */
export async function clearStaging(trx: TenantTransaction, tenantId: string, importId: string, { problems = false } = {}): Promise<void> {
  const tables = ['datanorm_import_articles', 'datanorm_import_texts', 'datanorm_import_writes', ...(problems ? ['datanorm_import_problems'] : [])];
  for (const table of tables) {
    await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId} and import_id = ${importId}`.execute(trx);
  }
}
