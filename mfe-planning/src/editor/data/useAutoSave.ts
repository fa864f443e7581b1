import { floorEndpoints, MSG_CONFIGURATION_FINALIZED, MSG_FLOOR_NOT_FOUND } from '@planner/api';
import { callEndpoint, invalidateEndpoint } from '@planner/platform';
import { useEffect, useRef, useState } from 'react';
import { getSnapshot, type Editor } from 'tldraw';
import { refreshConfigurations } from '../../configuration/useConfiguration';
import { compactDocument } from '../domain/compactDocument';
import { deriveFloorStructure } from '../domain/deriveFloor';
import type { EditedFloor } from '../domain/editedFloor';
import { SaveQueue, type SaveStatus } from '../domain/saveQueue';
import { refreshQuoteInfo } from './useEditorData';

const DEBOUNCE_MS = 500;
const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** A save that retrying cannot fix; its message is shown instead of the editor's controls. */
export class FatalSaveError extends Error {}

/** The floor was saved elsewhere since this editor loaded it; `mine` is the document that was not saved. */
export class SaveConflictError extends Error {
  constructor(readonly mine: Record<string, unknown>) {
    super('conflict');
  }
}

export interface AutoSave {
  status: SaveStatus;
  /** Set when saving stopped for good (quote finalized, floor deleted). */
  fatalMessage: string | null;
  /** The queue of the mounted editor, for flushing before leaving. */
  queue: SaveQueue | null;
}

/**
 * Saves every change of the document, debounced: the document as the next version together
 * with the structured floor derived from it, in one request. Saves run one after another;
 * after each, the floor's price and the quote's totals are refetched. When the floor was saved
 * elsewhere in between, saving stops and `onConflict` gets the document that was not saved.
 */
export function useAutoSave(
  editor: Editor | null,
  floor: EditedFloor,
  options: { savedVersion: number; enabled: boolean; saveAtStart: boolean; onConflict: (mine: Record<string, unknown>) => void },
): AutoSave {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [fatalMessage, setFatalMessage] = useState<string | null>(null);
  const [queue, setQueue] = useState<SaveQueue | null>(null);
  const version = useRef(options.savedVersion);
  const { enabled, saveAtStart } = options;
  const onConflict = useRef(options.onConflict);
  useEffect(() => {
    onConflict.current = options.onConflict;
  });

  useEffect(() => {
    if (!editor || !enabled) return;
    const params = { floorId: floor.id };

    const save = async () => {
      const snapshot = getSnapshot(editor.store).document;
      const floorStructure = deriveFloorStructure(Object.values(snapshot.store));
      const document = compactDocument(snapshot) as unknown as Record<string, unknown>;
      const result = await callEndpoint(floorEndpoints.putPlanDocument, {
        params,
        body: { version: version.current + 1, document, floor: floorStructure },
      });
      if (result.type === 'failure/Conflict') throw new SaveConflictError(document);
      if (result.type === 'failure/ConfigurationFinalized') throw new FatalSaveError(MSG_CONFIGURATION_FINALIZED);
      if (result.type === 'failure/NotFound') throw new FatalSaveError(MSG_FLOOR_NOT_FOUND);
      if (result.type !== 'success') throw new Error(result.message ?? 'Speichern fehlgeschlagen');
      version.current = result.data.version;
      void Promise.all([
        refreshQuoteInfo(floor.id),
        invalidateEndpoint(floorEndpoints.list, { id: floor.configurationId }),
        refreshConfigurations(),
      ]);
    };

    const saveQueue = new SaveQueue({
      save,
      debounceMs: DEBOUNCE_MS,
      retryDelayMs,
      onStatusChange: setStatus,
      isFatal: (error) => error instanceof FatalSaveError || error instanceof SaveConflictError,
      onFatal: (error) => {
        if (error instanceof SaveConflictError) onConflict.current(error.mine);
        else setFatalMessage((error as Error).message);
      },
    });
    const stopListening = editor.store.listen(() => saveQueue.schedule(), { source: 'user', scope: 'document' });
    if (saveAtStart) saveQueue.schedule();

    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saveQueue.hasUnsavedChanges) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    setQueue(saveQueue);

    return () => {
      stopListening();
      window.removeEventListener('beforeunload', warnBeforeUnload);
      // Leaving the editor saves what is pending right away instead of after the debounce.
      void saveQueue.flush().finally(() => saveQueue.dispose());
    };
  }, [editor, enabled, saveAtStart, floor.id, floor.configurationId]);

  return { status, fatalMessage, queue };
}
