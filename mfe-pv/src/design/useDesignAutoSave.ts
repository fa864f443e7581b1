import { configurationEndpoints, MSG_CONFIGURATION_FINALIZED } from '@planner/api';
import { pvDesignEndpoints, type PvDesign, type PvDesignContent } from '@planner/api/pv';
import { callEndpoint, invalidateEndpoint } from '@planner/platform';
import { useCallback, useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 600;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'failed';

export const contentOf = ({ moduleId, faces, inverters, strings, batteryId, wallboxId, heaterRodId, economics }: PvDesignContent): PvDesignContent => ({
  moduleId,
  faces,
  inverters,
  strings,
  batteryId,
  wallboxId,
  heaterRodId,
  economics,
});

type SaveOutcome = { kind: 'saved'; version: number } | { kind: 'conflict' | 'failed'; message: string | null };

async function saveOnce(configurationId: string, basedOn: number, design: PvDesignContent): Promise<SaveOutcome> {
  try {
    const result = await callEndpoint(pvDesignEndpoints.put, { params: { configurationId }, body: { version: basedOn, ...design } });
    if (result.type === 'success') return { kind: 'saved', version: result.data.version };
    if (result.type === 'failure/Conflict') return { kind: 'conflict', message: result.message ?? null };
    return { kind: 'failed', message: result.type === 'failure/ConfigurationFinalized' ? MSG_CONFIGURATION_FINALIZED : (result.message ?? null) };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error && error.message ? error.message : 'Die PV-Anlage konnte nicht gespeichert werden.' };
  }
}

export interface DesignAutoSave {
  design: PvDesignContent;
  /** Changes the design; it is saved after a short pause. */
  change: (update: (design: PvDesignContent) => PvDesignContent) => void;
  status: SaveStatus;
  failureMessage: string | null;
  /** After a conflict: shows the newer saved state and drops this window's changes. */
  takeNewer: () => Promise<void>;
  /** After a conflict: saves this window's state over the newer one. */
  keepMine: () => Promise<void>;
  retry: () => void;
}

/**
 * Keeps the design being edited and saves every change, debounced and one save after another,
 * each based on the version the last one answered. A design saved elsewhere in between stops
 * saving until the planner decides which state wins.
 */
export function useDesignAutoSave(initial: PvDesign, enabled: boolean): DesignAutoSave {
  const configurationId = initial.configurationId;
  const [design, setDesign] = useState<PvDesignContent>(() => contentOf(initial));
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const latest = useRef(design);
  const version = useRef(initial.version);
  const dirty = useRef(false);
  const saving = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Saves until nothing is left to save, one request at a time. */
  const save = useCallback(async (): Promise<void> => {
    if (saving.current) return;
    saving.current = true;
    try {
      while (dirty.current && !stopped.current) {
        dirty.current = false;
        setStatus('saving');
        const outcome = await saveOnce(configurationId, version.current, latest.current);
        if (outcome.kind === 'saved') {
          version.current = outcome.version;
          if (!dirty.current) {
            setStatus('saved');
            // The quote's total, the investment of the economics, follows the design.
            void invalidateEndpoint(configurationEndpoints.get, { id: configurationId });
          }
        } else {
          stopped.current = true;
          dirty.current = true;
          setStatus(outcome.kind);
          setFailureMessage(outcome.message);
        }
      }
    } finally {
      saving.current = false;
    }
  }, [configurationId]);

  const schedule = useCallback(() => {
    dirty.current = true;
    if (stopped.current) return;
    setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DEBOUNCE_MS);
  }, [save]);

  const change = useCallback(
    (update: (design: PvDesignContent) => PvDesignContent) => {
      if (!enabled) return;
      const next = update(latest.current);
      latest.current = next;
      setDesign(next);
      schedule();
    },
    [enabled, schedule],
  );

  const restart = useCallback(
    async (keepMine: boolean) => {
      const result = await callEndpoint(pvDesignEndpoints.get, { params: { configurationId } });
      if (result.type !== 'success') return;
      version.current = result.data.version;
      stopped.current = false;
      setFailureMessage(null);
      if (keepMine) {
        schedule();
        return;
      }
      dirty.current = false;
      latest.current = contentOf(result.data);
      setDesign(latest.current);
      setStatus('saved');
    },
    [configurationId, schedule],
  );

  useEffect(() => {
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      // Leaving the page saves what is pending right away.
      clearTimeout(timer.current);
      void save();
    };
  }, [save]);

  return {
    design,
    change,
    status,
    failureMessage,
    takeNewer: () => restart(false),
    keepMine: () => restart(true),
    retry: () => {
      stopped.current = false;
      setFailureMessage(null);
      schedule();
    },
  };
}
