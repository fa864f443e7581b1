import * as v from 'valibot';

/** Upload limit of one DATANORM file or ZIP of files. */
export const MAX_DATANORM_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * Reading (the upload is read into the preview), Preview (waits for the company's choice),
 * Importing, Imported, Cancelling (writes so far are undone), Cancelled, Failed (unreadable file).
 */
export const DATANORM_IMPORT_STATUSES = ['Reading', 'Preview', 'Importing', 'Imported', 'Cancelling', 'Cancelled', 'Failed'] as const;
export type DatanormImportStatus = (typeof DATANORM_IMPORT_STATUSES)[number];

/** What the articles of an article group become. */
export const DATANORM_TARGETS = ['Component', 'AdditionalInstallation'] as const;
export type DatanormTarget = (typeof DATANORM_TARGETS)[number];
export const DATANORM_TARGET_LABELS: Record<DatanormTarget, string> = {
  Component: 'Installation',
  AdditionalInstallation: 'Zusatzinstallation',
};

export interface DatanormCounts {
  new: number;
  priceChanged: number;
  unchanged: number;
  unreadable: number;
}

/** An article group of the preview with its counts and the target remembered from the last import. */
export interface DatanormArticleGroup {
  supplier: string;
  articleGroup: string;
  newArticles: number;
  priceChanges: number;
  unchanged: number;
  rememberedTarget: DatanormTarget | null;
}

/** A line that is not taken, with its file, line number and reason. */
export interface DatanormProblem {
  fileName: string;
  line: number;
  reason: string;
}

export interface DatanormImport {
  id: string;
  fileName: string;
  status: DatanormImportStatus;
  /** Progress: records read while Reading, articles written while Importing, undone while Cancelling. */
  done: number;
  /** 0 while the total is not known yet (Reading). */
  total: number;
  /** Why the file could not be read (Failed). */
  error: string | null;
  counts: DatanormCounts;
  groups: DatanormArticleGroup[];
  /** The first problems in file order; `counts.unreadable` says how many there are. */
  problems: DatanormProblem[];
  createdAt: string;
}

/** The number of problems a preview lists. */
export const DATANORM_LISTED_PROBLEMS = 200;

export const DatanormUploadQuerySchema = v.object({
  fileName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
});

const groupKey = v.pipe(v.string(), v.maxLength(100));

/** The article groups to take, each with what its new articles become (remembered for the next import). */
export const DatanormConfirmBodySchema = v.object({
  groups: v.pipe(
    v.array(v.object({ supplier: groupKey, articleGroup: groupKey, target: v.picklist(DATANORM_TARGETS) })),
    v.minLength(1, 'Bitte wählen Sie mindestens eine Warengruppe aus.'),
    v.maxLength(10_000),
  ),
});
export type DatanormConfirmBody = v.InferInput<typeof DatanormConfirmBodySchema>;
