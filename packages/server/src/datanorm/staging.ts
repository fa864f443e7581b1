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

  /**
   * Writes what was collected and the progress in one statement, the same for every chunk, with
   * the rows of each table as one JSON parameter (a statement of thousands of parameters costs
   * more to build and parse than to run, and one whose text changes with the chunk is planned
   * again each time); an article already staged by an earlier chunk is merged.
   */
  async flush(trx: TenantTransaction): Promise<void> {
    const articles = [...this.#articles.values()].map((article) => ({
      s: article.supplier, n: article.articleNumber, f: article.fileName, l: article.line, p: article.priceOnly, g: article.articleGroup,
      t: article.label, d: article.description, u: article.unit, pu: article.priceUnit, c: article.priceCents, v: article.validFrom, k: article.textKey,
    }));
    const texts = [...this.#texts.values()].map((text) => ({ k: text.textKey, n: text.lineNumber, t: text.text }));
    const problems = this.#problems.map((problem, index) => ({ p: this.#problemCount + index, f: problem.fileName, l: problem.line, r: problem.reason }));
    const key = sql`${this.tenantId}::uuid, ${this.importId}::uuid`;
    // A price change record (label null) merges into its article as staged, or an article into its staged price change.
    await sql`
      with staged_articles as (
        insert into datanorm_import_articles as a
          (tenant_id, import_id, supplier, article_number, file_name, line, article_group, label, description, unit, price_unit, price_cents, valid_from, text_key)
        select ${key}, r.s, r.n, r.f, r.l, case when r.p then '' else r.g end, case when not r.p then r.t end, case when not r.p then r.d end,
          case when not r.p then r.u end, case when not r.p then r.pu end, r.c, r.v, case when not r.p then r.k end
        from json_to_recordset(${JSON.stringify(articles)}::json) as r (s text, n text, f text, l integer, p boolean, g text, t text, d text, u text, pu integer, c bigint, v date, k text)
        on conflict (tenant_id, import_id, supplier, article_number) do update set
          file_name = case when excluded.label is null then a.file_name else excluded.file_name end,
          line = case when excluded.label is null then a.line else excluded.line end,
          article_group = case when excluded.label is null then a.article_group else excluded.article_group end,
          label = coalesce(excluded.label, a.label),
          description = case when excluded.label is null then a.description else excluded.description end,
          unit = case when excluded.label is null then a.unit else excluded.unit end,
          price_unit = case when excluded.label is null then a.price_unit else excluded.price_unit end,
          text_key = case when excluded.label is null then a.text_key else excluded.text_key end,
          -- A price change staged by an earlier chunk keeps its price.
          price_cents = case when excluded.label is not null and a.label is null then a.price_cents else excluded.price_cents end,
          valid_from = case when excluded.label is not null and a.label is null then a.valid_from else excluded.valid_from end
      ),
      staged_texts as (
        insert into datanorm_import_texts (tenant_id, import_id, text_key, line_number, text)
        select ${key}, r.k, r.n, r.t from json_to_recordset(${JSON.stringify(texts)}::json) as r (k text, n integer, t text)
        on conflict (tenant_id, import_id, text_key, line_number) do update set text = excluded.text
      ),
      staged_problems as (
        insert into datanorm_import_problems (tenant_id, import_id, position, file_name, line, reason)
        select ${key}, r.p, r.f, r.l, r.r from json_to_recordset(${JSON.stringify(problems)}::json) as r (p integer, f text, l integer, r text)
      )
      update datanorm_imports set done = ${this.records} where tenant_id = ${this.tenantId} and id = ${this.importId}
    `.execute(trx);
    this.#problemCount += this.#problems.length;
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
