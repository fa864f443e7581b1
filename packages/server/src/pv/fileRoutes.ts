import { MAX_DATA_SHEET_BYTES, MAX_PV_ICON_BYTES } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { binary, failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { dataSheetContentType, iconContentType, invalidFile, uploadedBytes } from '../http/uploads';
import { checkPixels, MAX_ICON_PIXELS, msgTooManyPixels } from '../images/pixelBudget';
import type { PartKind } from './partKinds';
import { findPartFile, kindOfPart, replacePartFile, type FileSlot } from './partRepository';

interface FileRules {
  slot: FileSlot;
  maxBytes: number;
  contentTypeOf: (data: Buffer) => string | null;
  wrongTypeMessage: string;
  defaultFileName: string;
  missingMessage: string;
}

const DATA_SHEET: FileRules = {
  slot: 'data_sheet',
  maxBytes: MAX_DATA_SHEET_BYTES,
  contentTypeOf: dataSheetContentType,
  wrongTypeMessage: 'Es sind nur PDF-Dateien erlaubt.',
  defaultFileName: 'Datenblatt.pdf',
  missingMessage: 'Kein Datenblatt vorhanden.',
};

const ICON: FileRules = {
  slot: 'icon',
  maxBytes: MAX_PV_ICON_BYTES,
  contentTypeOf: iconContentType,
  wrongTypeMessage: 'Es sind nur PNG- oder JPEG-Dateien erlaubt.',
  defaultFileName: 'Icon',
  missingMessage: 'Kein Icon vorhanden.',
};

/** Upload (create or replace) and download of a part's data sheet and icon. */
export function registerPartFileRoutes(scope: FastifyInstance, { db, blobs }: AppServices, kind: PartKind): void {
  const register = (
    upload: PartKind['endpoints']['putIcon' | 'putDataSheet'],
    download: PartKind['endpoints']['getIcon' | 'getDataSheet'],
    rules: FileRules,
  ) => {
    registerEndpoint(
      scope,
      upload,
      async ({ tenantId, params, query, body }) => {
        const data = uploadedBytes(body);
        const contentType = rules.contentTypeOf(data);
        const pixels = contentType?.startsWith('image/') ? checkPixels(data, MAX_ICON_PIXELS) : 'within';
        if (!contentType || pixels === 'unreadable') throw invalidFile(rules.wrongTypeMessage);
        if (pixels === 'too-many-pixels') throw invalidFile(msgTooManyPixels(MAX_ICON_PIXELS));
        const stored = await withTenant(db, tenantId, async (trx) => {
          if ((await kindOfPart(trx, tenantId, params.id)) !== kind.kind) return undefined;
          const blobId = await blobs.put(trx, tenantId, { contentType, data });
          const file = { blobId, fileName: query.fileName || rules.defaultFileName, contentType, byteSize: data.byteLength };
          const replaced = await replacePartFile(trx, tenantId, kind.kind, params.id, rules.slot, file);
          if (replaced?.previous) await blobs.delete(trx, tenantId, replaced.previous.blobId);
          return file;
        });
        if (!stored) return failure('failure/NotFound', kind.notFoundMessage);
        return success({ fileName: stored.fileName, contentType: stored.contentType, byteSize: stored.byteSize });
      },
      { bodyLimit: rules.maxBytes },
    );

    registerEndpoint(scope, download, async ({ tenantId, params }) => {
      const blob = await withTenant(db, tenantId, async (trx) => {
        const file = await findPartFile(trx, tenantId, kind.kind, params.id, rules.slot);
        const content = file && (await blobs.get(trx, tenantId, file.blobId));
        return content && file ? { ...content, fileName: file.fileName } : null;
      });
      return blob
        ? binary(blob.contentType, blob.data, blob.fileName)
        : failure('failure/NotFound', rules.missingMessage);
    });
  };

  register(kind.endpoints.putIcon, kind.endpoints.getIcon, ICON);
  register(kind.endpoints.putDataSheet, kind.endpoints.getDataSheet, DATA_SHEET);
}
